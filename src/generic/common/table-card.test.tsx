// @vitest-environment jsdom
// A card of a few rows (dashboard §9's latest sessions, the workbench's assets): a named region whose
// table reads the headers and each row's cells as text; an empty answer says so; nothing while loading.
import { act, type ReactNode } from 'react'
import { createRoot } from 'react-dom/client'
import { MemoryRouter } from 'react-router'
import { expect, it } from 'vitest'
import { TableCard } from './table-card'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

function render(element: ReactNode) {
  const host = document.createElement('div')
  const root = createRoot(host)
  act(() => root.render(<MemoryRouter>{element}</MemoryRouter>))
  return { host, unmount: () => act(() => root.unmount()) }
}

const card = { title: 'Latest sessions', headers: ['User', 'Asset'], empty: 'No session yet' }

it('lists each row under the headers, server text as text, with the link to the full page', () => {
  const { host, unmount } = render(<TableCard {...card} more={{ to: '/sessions', text: 'All' }} rows={[['admin', '<b>db-01</b>'], ['user', 'web-02']]} />)
  expect(host.querySelector('[role="region"]')?.getAttribute('aria-label')).toBe('Latest sessions')
  expect([...host.querySelectorAll('th')].map((th) => th.textContent)).toEqual(['User', 'Asset'])
  expect([...host.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
    ['admin', '<b>db-01</b>'],
    ['user', 'web-02'],
  ])
  expect(host.querySelector('b')).toBeNull()
  expect(host.querySelector('a')?.textContent).toBe('All')
  expect(host.textContent).not.toContain('No session yet')
  unmount()
})

it('says an empty answer is empty, and shows neither table nor empty words while the rows are not here', () => {
  const empty = render(<TableCard {...card} rows={[]} />)
  expect(empty.host.textContent).toContain('No session yet')
  expect(empty.host.querySelector('table')).toBeNull()
  empty.unmount()
  const loading = render(<TableCard {...card}>Loading…</TableCard>)
  expect(loading.host.textContent).toBe('Latest sessionsLoading…')
  expect(loading.host.querySelector('a, table')).toBeNull()
  loading.unmount()
})
