// @vitest-environment jsdom
// Code fetched on first use (issue 24): fetched once whoever waits for it, shown as soon as it arrives
// (no timer), drawn at once when it is here already; a failed fetch shows nothing and is tried again.
import { act, type ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, expect, it, vi } from 'vitest'
import { loadState, loadedOnUse, loadedValue, startLoad, useLoadedComponent } from './use-loaded-component'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

const Greeting = ({ who }: { who: string }) => <p>Hello {who}</p>
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
})

it('draws a dialog once its code arrives, fetched once for all who draw it, and at once on a later opening', async () => {
  const { load, arrive } = manualLoad<ComponentType<{ who: string }>>()
  const Dialog = loadedOnUse(load)
  const first = render(<Dialog who="admin" />)
  const second = render(<Dialog who="auditor" />)
  expect(first.host.textContent).toBe('')
  await arrive(Greeting)
  expect(first.host.textContent).toBe('Hello admin')
  expect(second.host.textContent).toBe('Hello auditor')
  first.unmount()
  const later = render(<Dialog who="user" />)
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

it('shows nothing when the code cannot be fetched, remembers why, and tries again on the next opening', async () => {
  const { load, arrive, fail } = manualLoad<ComponentType<{ who: string }>>()
  const Dialog = loadedOnUse(load)
  const first = render(<Dialog who="admin" />)
  await fail()
  expect(first.host.textContent).toBe('')
  expect(loadState(load)).toMatchObject({ status: 'failed', error: new Error('chunk not found') })
  first.unmount()
  const again = render(<Dialog who="admin" />)
  expect(load).toHaveBeenCalledTimes(2)
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
