// @vitest-environment jsdom
// A task version's page (domain §2 console/ops/adhoc/{id}) as 2.26.1 answers it (recorded-2.26.1/ops-adhoc):
// its task by name, linked for whoever may open tasks; as whom it runs, its commands and options in words;
// its last run and executions for whoever may read executions; never an id, a short id, JSON or Python text.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import i18next from 'i18next'
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { initReactI18next } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, expect, it } from 'vitest'
import { listQueryOptions, metaQueryOptions } from '@/generic/common/api'
import type { Profile } from '@/shared/api/types'
import generic from '@/shared/i18n/locales/en/generic'
import { sessionState } from '@/shared/state/session'
import ops from '../locales/en'
import { ADHOC, EXECUTIONS } from '../urls'
import { VersionBody } from './version-body'

globalThis.IS_REACT_ACT_ENVIRONMENT = true
const TASK = '69775bef-cfaf-4b65-bf90-21d33f367b3f'
const VERSION = '44d94a74-f40d-4050-886e-91b354211a50'
const EXECUTION = 'a1627ce7-63c4-4146-9720-1a1be138f7a3'
// The recorded version, as its detail (AdHocDetailSerializer) answers it.
const version = {
  id: VERSION,
  tasks: [{ name: 'ping', action: { module: 'ping' } }],
  pattern: 'all',
  options: "{'timeout': 10, 'forks': 10}",
  run_as: null,
  become_display: '',
  short_id: '91b354211a50',
  run_as_admin: true,
  date_created: '2026/11/26 03:03:33 +0800',
  task: TASK,
  hosts: [],
  latest_execution: { last_success: [], last_failure: {}, last_run: '1a1be138f7a3', timedelta: 0.012, is_finished: true, is_success: true },
  created_by: '',
  run_times: 1,
  task_name: "Test assets connectivity: ['web-01']",
}
const execution = {
  id: EXECUTION, task: TASK, task_display: `Test assets connectivity: ['web-01']@00000000-0000-0000-0000-000000000002`, adhoc: VERSION, hosts_amount: 0,
  date_start: '2026/11/26 03:03:33 +0800', date_finished: '2026/11/26 03:03:33 +0800', timedelta: 0.012, is_finished: true, is_success: true,
  short_id: '1a1be138f7a3', adhoc_short_id: '91b354211a50', last_success: [], last_failure: {}, stat: { total: 0, success: 0, failed: 0 },
}
const field = (label: string, type = 'string') => ({ type, label, read_only: false, required: false })
const ADHOC_META = {
  actions: {
    GET: {
      id: field('Id'), tasks: field('Tasks', 'list'), pattern: field('Pattern'), options: field('Options'), run_as: field('Username'),
      become_display: field('Become display', 'field'), short_id: field('Short id', 'field'), run_as_admin: field('Run as admin', 'boolean'),
      date_created: field('Date created', 'datetime'), task: field('Task', 'field'), hosts: field('Host', 'field'),
    },
  },
}
const EXECUTION_META = { actions: { GET: { date_start: field('Start time', 'datetime'), timedelta: field('Time', 'float'), is_finished: field('Is finished', 'boolean'), is_success: field('Is success', 'boolean') } } }

function render(perms: string[]) {
  sessionState.profile = { perms } as unknown as Profile
  const queries = new QueryClient()
  queries.setQueryData(metaQueryOptions(ADHOC).queryKey, ADHOC_META)
  queries.setQueryData(metaQueryOptions(EXECUTIONS).queryKey, EXECUTION_META)
  queries.setQueryData(listQueryOptions(EXECUTIONS, { adhoc: VERSION, offset: 0, limit: 100 }).queryKey, [execution])
  const host = document.body.appendChild(document.createElement('div'))
  const root = createRoot(host)
  const router = createMemoryRouter([{ path: '*', element: <VersionBody version={version} /> }])
  act(() =>
    root.render(
      <QueryClientProvider client={queries}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    ),
  )
  return { host, unmount: () => act(() => root.unmount()) }
}
const valueOf = (host: HTMLElement, term: string) => [...host.querySelectorAll('dt')].find((dt) => dt.textContent === term)?.nextElementSibling as HTMLElement | undefined

beforeAll(async () => {
  document.cookie = 'django_language=en'
  await i18next.use(initReactI18next).init({ lng: 'en', resources: { en: { ops, generic } }, interpolation: { escapeValue: false } })
})

afterEach(() => {
  sessionState.profile = null
})

it("names its task (linked), as whom it runs, its commands and options in words, and shows no id, short id or dict", () => {
  const { host, unmount } = render(['ops.view_adhoc', 'ops.view_task', 'ops.view_adhocexecution'])
  const task = valueOf(host, 'Task')!
  expect(task.textContent).toBe("Test assets connectivity: ['web-01']")
  expect(task.querySelector('a')?.getAttribute('href')).toBe(`/console/ops/tasks/${TASK}`)
  expect(valueOf(host, 'Run as')?.textContent).toBe("Each host's admin user")
  expect(valueOf(host, 'Commands')?.textContent).toBe('ping')
  expect(valueOf(host, 'Options')?.textContent).toBe('Timeout (s): 10, Parallel hosts: 10')
  expect(valueOf(host, 'Pattern')?.textContent).toBe('all')
  for (const hidden of [VERSION, TASK, EXECUTION, version.short_id, execution.short_id, '{', "'timeout'", 'Short id', 'Run as admin']) expect(host.textContent).not.toContain(hidden)
  unmount()
})

it('shows its last run, shorter than one decimal, and its executions by date for whoever may read executions', () => {
  const { host, unmount } = render(['ops.view_adhoc', 'ops.view_adhocexecution'])
  expect(valueOf(host, 'Duration')?.textContent).toBe('less than 0.1 s')
  const executions = host.querySelector('table[aria-label="Executions"]')!
  const [row] = [...executions.querySelectorAll('tbody tr')]
  expect(row!.querySelector('a')?.getAttribute('href')).toBe(`/console/ops/executions/${EXECUTION}`)
  expect(row!.querySelector('a')?.textContent).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  expect([...row!.querySelectorAll('td')].slice(1).map((td) => td.textContent)).toEqual(['less than 0.1 s', 'Yes', 'Yes'])
  unmount()
})

it("names its task without a link, and shows no run, to whoever may open neither tasks nor executions", () => {
  const { host, unmount } = render(['ops.view_adhoc'])
  expect(valueOf(host, 'Task')?.querySelector('a')).toBeNull()
  expect(valueOf(host, 'Task')?.textContent).toBe("Test assets connectivity: ['web-01']")
  expect(host.textContent).not.toContain('Last run')
  expect(host.querySelector('table')).toBeNull()
  unmount()
})
