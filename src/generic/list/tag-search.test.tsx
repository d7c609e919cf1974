// @vitest-environment jsdom
// Shell §9: "Tag search emits 400 ms after mount and 490 ms after options load." The real component,
// rendered in a DOM, on a clock the test moves: one millisecond early emits nothing.
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TagSearch, type TagField, type TagSearchProps } from './tag-search'

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const USERNAME: TagField = { name: 'username', label: 'Username' }

let root: Root
let onSearch: ReturnType<typeof vi.fn<(tags: Record<string, string>) => void>>

function render(props: Partial<TagSearchProps>) {
  act(() => root.render(<TagSearch fields={[]} tags={{}} onChange={() => undefined} onSearch={onSearch} {...props} />))
}
const pass = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

beforeEach(() => {
  vi.useFakeTimers()
  onSearch = vi.fn()
  root = createRoot(document.body.appendChild(document.createElement('div')))
})
afterEach(() => {
  act(() => root.unmount())
  vi.useRealTimers()
})

describe('the tag search emits its tags (shell §9)', () => {
  it('400 ms after it mounts, not before', () => {
    render({ tags: { search: 'web' } })
    pass(399)
    expect(onSearch).not.toHaveBeenCalled()
    pass(1)
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ search: 'web' })
  })

  it('490 ms after its options (the filter fields) load, not before', () => {
    render({ tags: { username: 'admin' } })
    pass(1000)
    onSearch.mockClear()
    render({ tags: { username: 'admin' }, fields: [USERNAME] })
    pass(489)
    expect(onSearch).not.toHaveBeenCalled()
    pass(1)
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ username: 'admin' })
  })

  it('the options load 100 ms after mount: 400 ms after mount, then 490 ms after the load', () => {
    render({ tags: { search: 'web' } })
    pass(100)
    render({ tags: { search: 'web' }, fields: [USERNAME] })
    pass(299)
    expect(onSearch).toHaveBeenCalledTimes(0)
    pass(1)
    expect(onSearch).toHaveBeenCalledTimes(1)
    pass(189)
    expect(onSearch).toHaveBeenCalledTimes(1)
    pass(1)
    expect(onSearch).toHaveBeenCalledTimes(2)
  })

  it('options given at mount are not a load: one emission, at 400 ms', () => {
    render({ tags: { search: 'web' }, fields: [USERNAME] })
    pass(2000)
    expect(onSearch).toHaveBeenCalledTimes(1)
  })

  it('emits nothing while it holds no tag', () => {
    render({ tags: {} })
    render({ tags: {}, fields: [USERNAME] })
    pass(2000)
    expect(onSearch).not.toHaveBeenCalled()
  })

  it('emits the tags it holds when the time comes, not those it held at mount', () => {
    render({ tags: { search: 'web' } })
    pass(200)
    render({ tags: { search: 'db' } })
    pass(200)
    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ search: 'db' })
  })
})
