// @vitest-environment jsdom
// A run's summary (domain §2 console/ops): hosts by name with why they failed, the version named in words and
// linked only for whoever may open it, the output opened in the task-log popup; never an id or a short id.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { detailQueryOptions } from '@/generic/common/api'
import type { Profile } from '@/shared/api/types'
import generic from '@/shared/i18n/locales/en/generic'
import { sessionState } from '@/shared/state/session'
import ops from '../locales/en'
import { runOf } from '../run'
import { ADHOC } from '../urls'
import { RunSummary } from './run-summary'

globalThis.IS_REACT_ACT_ENVIRONMENT = true
const EXECUTION = '3f0c2a4e-5b6d-4e7f-8a9b-0c1d2e3f4a5b'
const VERSION = '7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b'
const execution = {
  id: EXECUTION,
  task_display: 'Default gather facts@00000000-0000-0000-0000-000000000002',
  adhoc: VERSION,
  date_start: '2026/11/26 03:03:33 +0800',
  date_finished: '2026/11/26 03:03:37 +0800',
  timedelta: 4.2,
  is_finished: true,
  is_success: false,
  short_id: '0c1d2e3f4a5b',
  adhoc_short_id: '6c7d8e9f0a1b',
  last_success: ['db-01', 'win-02'],
  last_failure: { 'k8s-03': { 'gather facts': { changed: false, msg: 'Failed to connect to the host via ssh' } } },
}

function render(perms: string[]) {
  sessionState.profile = { perms } as unknown as Profile
  const queries = new QueryClient()
  queries.setQueryData(detailQueryOptions(ADHOC, VERSION).queryKey, { id: VERSION, date_created: '2026/11/20 10:00:00 +0800' })
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  const router = createMemoryRouter([{ path: '*', element: <RunSummary run={runOf(execution)!} /> }])
  act(() =>
    root.render(
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  )
  return { host, unmount: () => act(() => root.unmount()) }
}
const rowsOf = (host: HTMLElement, region: string) =>
  [...host.querySelector(`[role="region"][aria-label="${region}"]`)!.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent))

beforeAll(async () => {
  // English words, and English duration units (the shell language follows the cookie, shell §9).
  document.cookie = 'django_language=en'
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { ops, generic } }, interpolation: { escapeValue: false } })
})

afterEach(() => {
  sessionState.profile = null
  vi.restoreAllMocks()
})

it('lists the failed hosts with why and the succeeded ones by name, and shows no id nor short id', () => {
  const { host, unmount } = render(['ops.view_adhoc'])
  expect(rowsOf(host, 'Failed hosts')).toEqual([['k8s-03', 'gather facts: Failed to connect to the host via ssh']])
  expect(rowsOf(host, 'Succeeded hosts')).toEqual([['db-01'], ['win-02']])
  const terms = [...host.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent])
  expect(terms.filter(([term]) => ['Duration', 'Finished', 'Succeeded'].includes(term!))).toEqual([['Duration', '4.2 s'], ['Finished', 'Yes'], ['Succeeded', 'No']])
  for (const id of [EXECUTION, VERSION, execution.short_id, execution.adhoc_short_id, '00000000-0000-0000-0000-000000000002']) expect(host.textContent).not.toContain(id)
  unmount()
})

it("links the version it ran, named in words, only for whoever may open versions", () => {
  const allowed = render(['ops.view_adhoc'])
  const link = [...allowed.host.querySelectorAll('a')].find((a) => a.getAttribute('href') === `/console/ops/adhoc/${VERSION}`)
  expect(link?.textContent).toMatch(/^Version of \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  allowed.unmount()
  const refused = render([])
  expect([...refused.host.querySelectorAll('a')].some((a) => a.getAttribute('href')?.includes('/ops/adhoc/'))).toBe(false)
  expect([...refused.host.querySelectorAll('dt')].find((dt) => dt.textContent === 'Version')?.nextElementSibling?.textContent).toBe('-')
  refused.unmount()
})

it("opens the run's output in the task-log popup, told which task it is", () => {
  const open = vi.spyOn(window, 'open').mockReturnValue(null)
  const { host, unmount } = render([])
  const link = [...host.querySelectorAll('a')].find((a) => a.textContent === 'View output')!
  act(() => link.click())
  const [path, target, features] = open.mock.calls[0]!
  const url = new URL(String(path), 'http://console.test')
  expect(url.pathname).toBe(`/ui/ops/celery/task/${EXECUTION}/log/`)
  expect(Object.fromEntries(url.searchParams)).toEqual({ what: 'taskRun', on: 'Default gather facts' })
  expect([target, features]).toEqual(['_blank', 'width=900,height=600,noopener'])
  expect(link.getAttribute('href')).toBe(String(path))
  unmount()
})
