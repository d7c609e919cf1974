// @vitest-environment jsdom
// Code fetched on first use (issue 24): fetched once whoever waits for it, shown as soon as it arrives
// (no timer), drawn at once when it is here already; a failed fetch is told to the user and is tried again.
import { act, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { loadState, loadedOnUse, loadedValue, startLoad, useLoadedComponent } from './use-loaded-component'
import { toastHost } from './toast-host'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

type GreetingProps = { who: string; onClose: () => void }
const Greeting = ({ who }: GreetingProps) => <p>Hello {who}</p>
const closed: string[] = []
const onClose = () => void closed.push('closed')
const Toaster = () => <p>Toaster</p>

/** A load the test answers itself: `arrive` gives the code, `fail` refuses it. */
function manualLoad<T>() {
  const calls: { resolve: (value: T) => void; reject: (error: Error) => void }[] = []
  const load = vi.fn(() => new Promise<T>((resolve, reject) => calls.push({ resolve, reject })))
  const arrive = (value: T) => act(async () => calls.at(-1)!.resolve(value))
  const fail = () => act(async () => calls.at(-1)!.reject(new Error('chunk not found')))
  return { load, arrive, fail }
}

let roots: Root[] = []
function render(element: React.ReactNode) {
  const host = document.createElement('div')
  const root = createRoot(host)
  roots.push(root)
  act(() => root.render(element))
  return { host, rerender: (next: React.ReactNode) => act(() => root.render(next)), unmount: () => act(() => root.unmount()) }
}
afterEach(() => {
  roots.forEach((root) => act(() => root.unmount()))
  roots = []
  toastHost.queue = []
  closed.length = 0
})

/** The toasts raised so far (no Toaster here: they wait in its queue), by their words' keys. */
const toasts = () => toastHost.queue.map((t) => `${t.intent}: ${t.text}`)

it('draws a dialog once its code arrives, fetched once for all who draw it, and at once on a later opening', async () => {
  const { load, arrive } = manualLoad<ComponentType<GreetingProps>>()
  const Dialog = loadedOnUse(load)
  const first = render(<Dialog who="admin" onClose={onClose} />)
  const second = render(<Dialog who="auditor" onClose={onClose} />)
  expect(first.host.textContent).toBe('')
  await arrive(Greeting)
  expect(first.host.textContent).toBe('Hello admin')
  expect(second.host.textContent).toBe('Hello auditor')
  first.unmount()
  const later = render(<Dialog who="user" onClose={onClose} />)
  expect(later.host.textContent).toBe('Hello user')
  expect(load).toHaveBeenCalledTimes(1)
})

function Host({ load, wanted }: { load: () => Promise<{ default: ComponentType }>; wanted: boolean }) {
  return useLoadedComponent(load, wanted)
}

it('fetches a shell part only when it is first wanted, and keeps it mounted afterwards', async () => {
  const { load, arrive } = manualLoad<{ default: ComponentType }>()
  const page = render(<Host load={load} wanted={false} />)
  expect(load).not.toHaveBeenCalled()
  page.rerender(<Host load={load} wanted />)
  expect(load).toHaveBeenCalledTimes(1)
  page.rerender(<Host load={load} wanted={false} />)
  await arrive({ default: Toaster })
  expect(page.host.textContent).toBe('Toaster')
})

it('tells the user a dialog could not be loaded and closes it, remembers why, and tries again on the next opening', async () => {
  const { load, arrive, fail } = manualLoad<ComponentType<GreetingProps>>()
  const Dialog = loadedOnUse(load)
  const first = render(<Dialog who="admin" onClose={onClose} />)
  await fail()
  expect(first.host.textContent).toBe('')
  expect(toasts()).toEqual(['error: codeNotLoaded'])
  // The dialog the user cannot see is closed, so that pressing its button again opens it anew.
  expect(closed).toEqual(['closed'])
  expect(loadState(load)).toMatchObject({ status: 'failed', error: new Error('chunk not found') })
  first.unmount()
  const again = render(<Dialog who="admin" onClose={onClose} />)
  expect(load).toHaveBeenCalledTimes(2)
  // The earlier failure is not told again, nor does it close the dialog opened again.
  expect(toasts()).toHaveLength(1)
  expect(closed).toHaveLength(1)
  await arrive(Greeting)
  expect(again.host.textContent).toBe('Hello admin')
})

it("gives a route page's code through the same cache: one promise for every caller, its value once here", async () => {
  const { load, arrive } = manualLoad<string>()
  const first = startLoad(load)
  expect(startLoad(load)).toBe(first)
  expect(loadedValue(load)).toBeUndefined()
  await arrive('page code')
  await expect(first).resolves.toBe('page code')
  expect(loadedValue(load)).toBe('page code')
  expect(load).toHaveBeenCalledTimes(1)
})

it('tells the user a drawer could not be loaded, and fetches it again when it is opened again', async () => {
  const { load, arrive, fail } = manualLoad<{ default: ComponentType }>()
  const drawer = render(<Host load={load} wanted />)
  await fail()
  expect(toasts()).toEqual(['error: codeNotLoaded'])
  drawer.rerender(<Host load={load} wanted={false} />)
  expect(load).toHaveBeenCalledTimes(1)
  drawer.rerender(<Host load={load} wanted />)
  expect(load).toHaveBeenCalledTimes(2)
  await arrive({ default: Toaster })
  expect(drawer.host.textContent).toBe('Toaster')
  expect(toasts()).toHaveLength(1)
})
