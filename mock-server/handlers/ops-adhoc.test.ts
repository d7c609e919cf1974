import { beforeEach, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'

// The keys of an item of recorded-2.26.1/ops-adhoc.GET.json (AdHocSerializer; become is write-only).
const LIST_KEYS = ['id', 'tasks', 'pattern', 'options', 'run_as', 'become_display', 'short_id', 'run_as_admin', 'date_created', 'task', 'hosts']

type Version = Record<string, unknown>
type Page = { results?: Version[] } | Version[]
const rowsOf = (page: Page) => (Array.isArray(page) ? page : (page.results ?? []))

describe('a task version (AdHocViewSet)', () => {
  let admin: Client
  beforeEach(async () => {
    resetMock()
    admin = await signIn('admin')
  })

  it("lists the keys 2.26.1's AdHocSerializer answers, and its detail adds AdHocDetailSerializer's", async () => {
    const [version] = rowsOf((await admin.json<Page>('GET', '/api/v1/ops/adhoc/')).body)
    expect(Object.keys(version!).sort()).toEqual([...LIST_KEYS].sort())
    const detail = (await admin.json<Version>('GET', `/api/v1/ops/adhoc/${String(version!.id)}/`)).body
    expect(Object.keys(detail).sort()).toEqual([...LIST_KEYS, 'latest_execution', 'created_by', 'run_times', 'task_name'].sort())
  })

  it('names its task, counts its runs and nests its last run as AdHocExecutionNestSerializer does', async () => {
    const [task] = rowsOf((await admin.json<Page>('GET', '/api/v1/ops/tasks/?name=Default gather facts')).body)
    const [version] = rowsOf((await admin.json<Page>('GET', `/api/v1/ops/adhoc/?task=${String(task!.id)}`)).body)
    const detail = (await admin.json<Version>('GET', `/api/v1/ops/adhoc/${String(version!.id)}/`)).body
    expect(detail).toMatchObject({ task_name: 'Default gather facts', run_times: 1, become_display: '' })
    const last = detail.latest_execution as Version
    expect(Object.keys(last).sort()).toEqual(['is_finished', 'is_success', 'last_failure', 'last_run', 'last_success', 'timedelta'])
    expect(last).toMatchObject({ timedelta: 4.2, is_finished: true, is_success: false })
    expect(last.last_run).toMatch(/^[0-9a-f]{12}$/)
  })
})
