// @vitest-environment jsdom
// The shell's widgets arriving while the user presses a trigger (issue 24): the chunk is held until the
// press has begun, then let in before the release. The press must still do what it does.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

const chunk = vi.hoisted(() => {
  const gate = { letIn: () => {}, here: Promise.resolve() }
  const hold = () => (gate.here = new Promise<void>((resolve) => (gate.letIn = resolve)))
  return { gate, hold }
})
// The widgets chunk, held until the test lets it in.
vi.mock('./widgets', async () => {
  await chunk.gate.here
  return { widgets: {} }
})

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

let root: Root
let host: HTMLElement
let firstUse: typeof import('./first-use')
const clicks: string[] = []

beforeEach(async () => {
  vi.resetModules()
  chunk.hold()
  clicks.length = 0
  firstUse = await import('./first-use')
  host = document.createElement('div')
  document.body.append(host)
  root = createRoot(host)
  const { FirstUse } = firstUse
  act(() =>
    root.render(
      <FirstUse id="help" render={(_, arrival) => <button data-widget={arrival.open ? 'open' : 'closed'}>Help</button>}>
        <button data-trigger onClick={() => clicks.push('trigger')}>
          Help
        </button>
      </FirstUse>,
    ),
  )
})

afterEach(() => {
  act(() => root.unmount())
  host.remove()
})

const trigger = () => host.querySelector<HTMLButtonElement>('[data-trigger]')
const widget = () => host.querySelector('[data-widget]')
const pointer = (type: string, target: Element) => target.dispatchEvent(new PointerEvent(type, { bubbles: true, pointerType: 'mouse' }))
const key = (type: string, target: Element) => target.dispatchEvent(new KeyboardEvent(type, { bubbles: true, key: ' ' }))
/** Lets the held chunk in and waits until the shell has taken it (drawn or set aside). */
async function chunkArrives() {
  await act(async () => {
    const loaded = firstUse.loadWidgets()
    chunk.gate.letIn()
    await loaded
  })
}
/** The task after a release, where the click it makes has been handled. */
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve)))

describe('FirstUse: the widgets arriving mid-press', () => {
  it('with no press under way, draws the widget as soon as it arrives', async () => {
    act(() => pointer('pointerover', trigger()!))
    await chunkArrives()
    expect(trigger()).toBeNull()
    expect(widget()?.getAttribute('data-widget')).toBe('closed')
  })

  it('keeps the pressed trigger until the release, so its click lands and opens the widget', async () => {
    const pressed = trigger()!
    act(() => pointer('pointerover', pressed))
    act(() => pointer('pointerdown', pressed))
    await chunkArrives()
    // Between press and release: the element under the pointer is still the one pressed.
    expect(trigger()).toBe(pressed)
    act(() => {
      pointer('pointerup', pressed)
      pressed.click()
    })
    expect(clicks).toEqual(['trigger'])
    await nextTask()
    expect(trigger()).toBeNull()
    expect(widget()?.getAttribute('data-widget')).toBe('open')
  })

  it('keeps a trigger held by Space until its release, whose click opens the widget', async () => {
    const pressed = trigger()!
    act(() => pressed.focus())
    act(() => key('keydown', pressed))
    await chunkArrives()
    expect(trigger()).toBe(pressed)
    act(() => {
      key('keyup', pressed)
      pressed.click()
    })
    await nextTask()
    expect(widget()?.getAttribute('data-widget')).toBe('open')
    // The focus moves to the widget's button, not to the page.
    expect(document.activeElement).toBe(widget())
  })

  it('draws the widget after a cancelled press, without opening it', async () => {
    const pressed = trigger()!
    act(() => pointer('pointerdown', pressed))
    await chunkArrives()
    expect(trigger()).toBe(pressed)
    act(() => pointer('pointercancel', pressed))
    await nextTask()
    expect(widget()?.getAttribute('data-widget')).toBe('closed')
  })
})
