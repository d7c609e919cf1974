// @vitest-environment jsdom
// A detail's quick-action card (domain §4, issue 23): a switch saves its field at once, a button runs only
// once confirmed, and one that cannot be used says why, as its accessible description too.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ResourceConfig } from '@/generic/resource-config'
import { QuickActionsCard, type QuickActionItem } from './quick-actions-card'

const calls = vi.hoisted(() => ({ patch: vi.fn(async () => ({})), notify: vi.fn() }))
vi.mock('@/shared/api/client', () => ({ api: { patch: calls.patch } }))
vi.mock('@/generic/common/toast', () => ({ notify: calls.notify }))

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean
}
globalThis.IS_REACT_ACT_ENVIRONMENT = true

const config = { url: '/api/v1/users/users/' } as ResourceConfig
const object = { id: 'u 1', name: 'Ada' }
let root: Root
let host: HTMLElement
let queries: QueryClient

function render(actions: QuickActionItem[]) {
  act(() =>
    root.render(
      <QueryClientProvider client={queries}>
        <QuickActionsCard title="Quick actions" object={object} config={config} actions={actions} />
      </QueryClientProvider>,
    ),
  )
}
/** The switch labelled `name`. */
const switchOf = (name: string) => [...host.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find((box) => host.querySelector(`label[for="${box.id}"]`)?.textContent === name)!
const button = (name: string) => [...document.querySelectorAll('button')].find((b) => b.textContent === name)!
const described = (e: Element) => document.getElementById(e.getAttribute('aria-describedby') ?? '')?.textContent

beforeEach(() => {
  calls.patch.mockClear()
  calls.notify.mockClear()
  queries = new QueryClient()
  host = document.body.appendChild(document.createElement('div'))
  root = createRoot(host)
})
afterEach(() => {
  act(() => root.unmount())
  host.remove()
})
// Fluent's focus manager observes the document and walks what changes: it is emptied while jsdom's globals
// are still here, not as jsdom closes.
afterAll(async () => {
  document.documentElement.replaceChildren()
  await new Promise((resolve) => setTimeout(resolve, 0))
})

describe('the quick-action card', () => {
  it('is a region named by its title, with that heading', () => {
    render([])
    expect(host.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Quick actions')
    expect(host.querySelector('h2')?.textContent).toBe('Quick actions')
  })

  it('saves a switch at once: PATCH of the field on the object, a success notice, the resource read again', async () => {
    const invalidate = vi.spyOn(queries, 'invalidateQueries')
    render([{ kind: 'switch', label: 'Active', field: 'is_active', checked: true, reason: null }])
    const box = switchOf('Active')
    expect(box.checked).toBe(true)
    expect(box.getAttribute('aria-describedby')).toBeNull()
    await act(async () => box.click())
    expect(calls.patch).toHaveBeenCalledExactlyOnceWith('/api/v1/users/users/u%201/', { is_active: false })
    expect(calls.notify).toHaveBeenCalledWith(expect.objectContaining({ intent: 'success' }))
    expect(invalidate).toHaveBeenCalledOnce()
  })

  it('says why a switch or a button cannot be used, beside it and as its description, and does not act', async () => {
    const run = vi.fn(async () => undefined)
    render([
      { kind: 'switch', label: 'Active', field: 'is_active', checked: true, reason: 'You may not change this user' },
      { kind: 'button', label: 'Unblock', reason: 'The user is not blocked', confirm: 'Apply?', run, done: 'Unblocked' },
    ])
    const box = switchOf('Active')
    expect(box.disabled).toBe(true)
    expect(described(box)).toBe('You may not change this user')
    const unblock = button('Unblock')
    expect(unblock.getAttribute('aria-disabled')).toBe('true')
    expect(described(unblock)).toBe('The user is not blocked')
    await act(async () => unblock.click())
    expect(document.querySelector('[role="alertdialog"]')).toBeNull()
    expect(run).not.toHaveBeenCalled()
  })

  it('runs a button only once confirmed, then says it is done, reads the resource again and goes on', async () => {
    const order: string[] = []
    const run = vi.fn(async () => void order.push('run'))
    vi.spyOn(queries, 'invalidateQueries').mockImplementation(async () => void order.push('reload'))
    calls.notify.mockImplementation(() => void order.push('notify'))
    render([{ kind: 'button', label: 'Remove', reason: null, confirm: 'Remove Ada?', run, done: 'Removed', after: () => order.push('after') }])
    await act(async () => button('Remove').click())
    const dialog = document.querySelector('[role="alertdialog"]')!
    expect(dialog.getAttribute('aria-label')).toBe('Remove')
    expect(dialog.textContent).toContain('Remove Ada?')
    expect(run).not.toHaveBeenCalled()
    const confirm = [...dialog.querySelectorAll('button')].at(-1)!
    await act(async () => confirm.click())
    expect(order).toEqual(['run', 'notify', 'reload', 'after'])
    expect(calls.notify).toHaveBeenCalledWith({ intent: 'success', text: 'Removed' })
  })
})
