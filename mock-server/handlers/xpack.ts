import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import type { FieldSpec } from '../catalogue/types'
import { ROOT_ORG_ID } from '../store/org-ids'
import { randomId } from '../store/id-generator'
import { serverDate } from '../drf/dates'
import { defineResource, type Row } from '../drf/resource'
import { mock, tableOf, type MockState } from '../store/live-state'
import { choiceName } from '../i18n'

// xpack routes (licence, change-auth plans, cloud sync, gathered-user tasks, interface). The
// reference has no schema for them (reference §2.8, TSV rows of '?'); the fields below are what a
// 2.26 enterprise server answers as far as the console reads them — a mock choice, not a fact.
const f = (spec: string): FieldSpec[] =>
  spec.split(',').map((s) => {
    const [name, type = 'CharField', ...flags] = s.split(':')
    return { name, type: type.replace('(many)', ''), ...(type.includes('(many)') ? { many: true } : {}), ...(flags.includes('ro') ? { ro: true } : {}), ...(flags.includes('req') ? { req: true } : {}), ...(flags.includes('wo') ? { wo: true } : {}) }
  })
const crud = { listMethods: ['GET', 'POST', 'bulk:PUT', 'bulk:PATCH', 'bulk:DELETE'], detailMethods: ['GET', 'PUT', 'PATCH', 'DELETE'], renderToJson: true }
const planFields = 'id:UUIDField:ro,name:CharField:req,is_periodic:BooleanField,interval:IntegerField,crontab:CharField,password_strategy:ChoiceField,password:EncryptedField:wo,password_rules:JSONField,recipients:PrimaryKeyRelatedField(many),comment:CharField,date_created:DateTimeField:ro,date_updated:DateTimeField:ro,created_by:CharField:ro,org_id:ReadOnlyField:ro,org_name:ReadOnlyField:ro'

// Plan executions: the console lists them by plan (?plan_id=) and opens one (domain §2 plan-execution/{id}).
const executionFields = 'id:UUIDField:ro,plan:PrimaryKeyRelatedField:ro,plan_display:ReadOnlyField:ro,trigger:ChoiceField:ro,trigger_display:ReadOnlyField:ro,date_start:DateTimeField:ro,timedelta:FloatField:ro,total:IntegerField:ro,success:IntegerField:ro,failed:IntegerField:ro,is_finished:BooleanField:ro,is_success:BooleanField:ro,org_id:ReadOnlyField:ro'
const readList = { listMethods: ['GET'], detailMethods: ['GET'], renderToJson: false, fields: f(executionFields), filters: ['trigger'], choices: { trigger: ['manual', 'timing'] } }
const planName = (key: string) => (r: Row) => ({ plan_display: String(tableOf(key).get(String(r.plan))?.name ?? '') })
const byPlan = { plan_id: (v: string) => (r: Row) => r.plan === v }
// POST {plan} runs a plan now (the console's "Execute"): a manual execution, finished at once in the mock.
const runFields = f(executionFields.replace('plan:PrimaryKeyRelatedField:ro', 'plan:PrimaryKeyRelatedField:req'))
const manualRun = () => ({ trigger: 'manual', date_start: serverDate(new Date()), timedelta: 0.8, total: 0, success: 0, failed: 0, is_finished: true, is_success: true })

/** A plan's executions: seen with the plan's view right, started with its change right (a mock choice). */
const planExecutions = (key: string, model: string, plans: string, codename: string, listUrl: string) =>
  defineResource(key, {
    model,
    perm: { view: `xpack.view_${codename}`, add: `xpack.change_${codename}`, change: null, delete: null },
    filters: byPlan,
    serialize: planName(plans),
    relations: { plan: plans },
    defaults: manualRun,
    specPatch: { ...readList, listMethods: ['GET', 'POST'], listUrl, fields: runFields },
  })

export const xpackResources = [
  planExecutions('change-auth plan executions (assets)', 'ChangeAuthPlanExecution', 'change-auth plans (assets)', 'changeauthplan', '/api/v1/xpack/change-auth-plan/plan-execution/'),
  planExecutions('change-auth plan executions (applications)', 'ApplicationChangeAuthPlanExecution', 'change-auth plans (applications)', 'applicationchangeauthplan', '/api/v1/xpack/change-auth-plan/app-plan-execution/'),
  defineResource('gathered-user task executions', { model: 'GatherUserTaskExecution', perm: { view: 'xpack.view_gatherusertask', add: null, change: null, delete: null }, filters: { task: (v) => (r: Row) => r.task === v }, specPatch: { ...readList, listUrl: '/api/v1/xpack/gathered-user/task-executions/', fields: f('id:UUIDField:ro,task:PrimaryKeyRelatedField:ro,date_start:DateTimeField:ro,timedelta:FloatField:ro,is_success:BooleanField:ro,org_id:ReadOnlyField:ro') } }),
  defineResource('change-auth plans (assets)', { model: 'ChangeAuthPlan', perm: 'xpack.changeauthplan', unique: [['name']], specPatch: { ...crud, fields: f(`${planFields},nodes:PrimaryKeyRelatedField(many),assets:PrimaryKeyRelatedField(many),username:CharField`), search: ['name'], filters: ['name'], choices: { password_strategy: ['custom', 'random_one', 'random_all'] } } }),
  defineResource('change-auth plans (applications)', { model: 'ApplicationChangeAuthPlan', perm: 'xpack.applicationchangeauthplan', unique: [['name']], specPatch: { ...crud, fields: f(`${planFields},apps:PrimaryKeyRelatedField(many),system_users:PrimaryKeyRelatedField(many),category:ChoiceField,type:ChoiceField`), search: ['name'], filters: ['name', 'category', 'type'], choices: { password_strategy: ['custom', 'random_one', 'random_all'], category: ['db', 'remote_app', 'cloud'] } } }),
  defineResource('cloud accounts', { model: 'Account', perm: 'xpack.account', unique: [['name']], serialize: (row, ctx) => ({ validity_display: choiceName('validity', Boolean(row.validity), ctx.lang) }), specPatch: { ...crud, fields: f('id:UUIDField:ro,name:CharField:req,provider:ChoiceField:req,provider_display:ReadOnlyField:ro,attrs:JSONField,validity:BooleanField:ro,validity_display:ReadOnlyField:ro,comment:CharField,date_created:DateTimeField:ro,created_by:CharField:ro,org_id:ReadOnlyField:ro,org_name:ReadOnlyField:ro'), search: ['name'], filters: ['name', 'provider'], choices: { provider: ['aliyun', 'qcloud', 'huaweicloud', 'aws_china', 'aws_international', 'azure', 'vmware', 'nutanix', 'openstack', 'gcp'] } } }),
  defineResource('cloud sync instance tasks', { model: 'SyncInstanceTask', perm: 'xpack.syncinstancetask', unique: [['name']], serialize: (row) => ({ account_display: String(tableOf('cloud accounts').get(String(row.account))?.name ?? ''), history_count: ((row.history as unknown[]) ?? []).length }), specPatch: { ...crud, fields: f('id:UUIDField:ro,name:CharField:req,account:PrimaryKeyRelatedField:req,account_display:ReadOnlyField:ro,regions:ListField(CharField),hostname_strategy:ChoiceField,node:PrimaryKeyRelatedField,unix_admin_user:PrimaryKeyRelatedField,windows_admin_user:PrimaryKeyRelatedField,protocols:CharField,is_periodic:BooleanField,interval:IntegerField,crontab:CharField,is_always_update:BooleanField,comment:CharField,history_count:IntegerField:ro,instance_count:IntegerField:ro,date_last_sync:DateTimeField:ro,date_created:DateTimeField:ro,org_id:ReadOnlyField:ro,org_name:ReadOnlyField:ro'), search: ['name'], filters: ['name'], choices: { hostname_strategy: ['instance_name', 'ip'] } } }),
  defineResource('gathered-user tasks', { model: 'GatherUserTask', perm: 'xpack.gatherusertask', unique: [['name']], specPatch: { ...crud, fields: f('id:UUIDField:ro,name:CharField:req,nodes:PrimaryKeyRelatedField(many),is_periodic:BooleanField,interval:IntegerField,crontab:CharField,comment:CharField,executed_times:IntegerField:ro,date_created:DateTimeField:ro,org_id:ReadOnlyField:ro,org_name:ReadOnlyField:ro'), search: ['name'], filters: ['name'] } }),
]

const INTERFACE_IMAGES = ['favicon', 'logo_index', 'logo_logout', 'login_image']
const uploaded = new WeakMap<MockState, Map<string, { type: string; bytes: Uint8Array }>>()
function uploads() {
  const state = mock()
  if (!uploaded.has(state)) uploaded.set(state, new Map())
  return uploaded.get(state)!
}

export const xpackHandlers = [
  http.get('*/api/v1/xpack/license/detail', authed(null, () => {
    const { licence } = mock()
    return HttpResponse.json({ ...licence, current_asset_count: tableOf('assets').all().length })
  })),
  http.post('*/api/v1/xpack/license/import', authed('settings.change_license', async ({ request }) => {
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    const text = file && typeof file !== 'string' ? await file.text() : ''
    if (!text.trim()) return HttpResponse.json({ error: 'License is invalid' }, { status: 400 })
    const { licence, settings } = mock()
    Object.assign(licence, { corporation: text.trim().split('\n')[0].slice(0, 128), date_expired: new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10), is_valid: true })
    settings.XPACK_LICENSE_IS_VALID = true
    settings.XPACK_LICENSE_INFO = { ...settings.XPACK_LICENSE_INFO, corporation: licence.corporation }
    return HttpResponse.json({ msg: 'License import successfully' })
  })),
  http.get('*/api/v1/xpack/interface/setting/', authed('settings.view_setting', () => HttpResponse.json(mock().settings.INTERFACE))),
  // The enterprise server takes a multipart form: text fields, image files stored under /media/, and
  // theme_info as JSON (a mock choice: xpack is absent from the reference). JSON bodies work too.
  ...(['put', 'patch'] as const).map((m) => http[m]('*/api/v1/xpack/interface/setting/', authed('settings.change_interface', async ({ request }) => {
    const ui = mock().settings.INTERFACE as Record<string, unknown>
    if (!(request.headers.get('content-type') ?? '').includes('multipart/form-data')) {
      Object.assign(ui, (await request.json().catch(() => ({}))) as Record<string, unknown>)
      return HttpResponse.json(ui)
    }
    const form = await request.formData()
    for (const [key, value] of form.entries()) {
      if (typeof value !== 'string') {
        if (!INTERFACE_IMAGES.includes(key)) continue
        const path = `/media/xpack/${key}-${Date.now()}.${value.type === 'image/x-icon' ? 'ico' : 'png'}`
        uploads().set(path, { type: value.type || 'image/png', bytes: new Uint8Array(await value.arrayBuffer()) })
        ui[key] = path
      } else if (key === 'theme_info') {
        try { ui.theme_info = JSON.parse(value) } catch { return HttpResponse.json({ theme_info: ['Not a valid json format'] }, { status: 400 }) }
      } else if (key === 'login_title' || key === 'theme') ui[key] = value
    }
    return HttpResponse.json(ui)
  }))),
  // Sync task runs (the console's {id}/history/ and {id}/run/, reference TSV notes): newest first.
  http.get('*/api/v1/xpack/cloud/sync-instance-tasks/:id/history/', authed('xpack.view_syncinstancetask', ({ params, org }) => {
    const task = tableOf('cloud sync instance tasks').get(String(params.id))
    if (!task || (org.id !== ROOT_ORG_ID && task.org_id !== org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
    const rows = [...((task.history as Row[]) ?? [])].sort((a, b) => String(b.date_sync).localeCompare(String(a.date_sync)))
    return HttpResponse.json({ count: rows.length, next: null, previous: null, results: rows })
  })),
  http.get('*/api/v1/xpack/cloud/sync-instance-tasks/:id/run/', authed('xpack.change_syncinstancetask', ({ params, org }) => {
    const task = tableOf('cloud sync instance tasks').get(String(params.id))
    if (!task || (org.id !== ROOT_ORG_ID && task.org_id !== org.id)) return HttpResponse.json({ detail: 'Not found.' }, { status: 404 })
    const history = (task.history as Row[]) ?? []
    const date = serverDate(new Date())
    tableOf('cloud sync instance tasks').update(task.id, { history: [...history, { id: String(history.length + 1), date_sync: date, summary: { new: 0, unsync: 0, sync: 15, released: 0 } }], date_last_sync: date })
    return HttpResponse.json({ task: randomId() })
  })),
  http.get('*/media/xpack/:file', ({ request }) => {
    const image = uploads().get(new URL(request.url).pathname)
    return image ? new HttpResponse(image.bytes, { headers: { 'content-type': image.type } }) : new HttpResponse(null, { status: 404 })
  }),
]
