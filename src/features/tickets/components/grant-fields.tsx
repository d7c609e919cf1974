// What a permission request asks for, and what its approver grants (domain §3 Ticket, issue 23), for
// both request types on one set of pieces: the targets (assets or nodes; or an application category,
// type and applications), system users, actions and the validity dates, each chosen by name (the match
// actions, suggestions/, which applicant and approver may both read). The request form sends it to
// open/, the approver's adjusted copy goes in the approve call's body (2.26's ApproveAssetSerializer and
// ApproveApplicationSerializer: the apply_* fields).
import { Checkbox, Field, FieldContextProvider, Input, Select, makeStyles, tokens } from '@fluentui/react-components'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { DefinitionList } from '@/generic/common/definition-list'
import { RemoteSelect, type SelectOption } from '@/generic/select/remote-select'

/** The actions a grant may hold (perms ActionsField); all of them is sent as `all`. */
export const GRANT_ACTIONS = ['connect', 'upload_file', 'download_file', 'clipboard_copy', 'clipboard_paste'] as const

/** The request types that grant something: an asset permission or an application permission. */
export type GrantKind = 'apply_asset' | 'apply_application'

/** The application categories and their types (2.26's ApplicationCascader; k8s is the cloud category). */
export const APP_CATEGORIES = {
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  db: ['mysql', 'oracle', 'postgresql', 'mariadb', 'sqlserver', 'redis', 'mongodb'],
  cloud: ['k8s'],
} as const
type Category = keyof typeof APP_CATEGORIES
const isCategory = (v: unknown): v is Category => typeof v === 'string' && v in APP_CATEGORIES

/** An application category and type by their labels ("Database / MySQL"), never their wire values. */
export function appTypeWords(category: unknown, type: unknown, t: TFunction): string {
  const kind = typeof type === 'string' && type ? t(`tickets:appTypes.${type}`, { defaultValue: '' }) : ''
  return [isCategory(category) ? t(`tickets:apply.categories.${category}`) : '', kind].filter(Boolean).join(' / ')
}

export interface Grant {
  assets: string[]
  nodes: string[]
  category: Category
  appType: string
  applications: string[]
  systemUsers: string[]
  actions: string[]
  /** datetime-local values */
  dateStart: string
  dateExpired: string
}

const useStyles = makeStyles({
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  dates: { display: 'flex', gap: tokens.spacingHorizontalL, flexWrap: 'wrap' },
})

const pad = (n: number) => String(n).padStart(2, '0')
/** A date as a datetime-local value in the browser's zone; empty when it is none. */
export function localInput(v: unknown): string {
  if (v === undefined || v === null || v === '') return ''
  const d = v instanceof Date ? v : new Date(String(v).replace(/^(\d{4})\/(\d{2})\/(\d{2}) /, '$1-$2-$3T').replace(/ ([+-]\d{2})(\d{2})$/, '$1:$2'))
  if (Number.isNaN(d.getTime())) return ''
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
}

/** A new request: every action, from now for `days` days (the server's TICKET_AUTHORIZE_DEFAULT_TIME is 7). */
export function newGrant(days = 7): Grant {
  const now = new Date()
  return { assets: [], nodes: [], category: 'db', appType: APP_CATEGORIES.db[0], applications: [], systemUsers: [], actions: [...GRANT_ACTIONS], dateStart: localInput(now), dateExpired: localInput(new Date(now.getTime() + days * 86_400_000)) }
}

/** A ticket's requested grant as the editor's value (`all` ticks every action). */
export function grantOf(ticket: Record<string, unknown>): Grant {
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => String(x && typeof x === 'object' ? (x as { id: unknown }).id : x)) : [])
  const actions = ids(ticket.apply_actions)
  return {
    assets: ids(ticket.apply_assets),
    nodes: ids(ticket.apply_nodes),
    category: isCategory(ticket.apply_category) ? ticket.apply_category : 'db',
    appType: String(ticket.apply_type ?? APP_CATEGORIES.db[0]),
    applications: ids(ticket.apply_applications),
    systemUsers: ids(ticket.apply_system_users),
    actions: actions.includes('all') ? [...GRANT_ACTIONS] : GRANT_ACTIONS.filter((a) => actions.includes(a)),
    dateStart: localInput(ticket.apply_date_start),
    dateExpired: localInput(ticket.apply_date_expired),
  }
}

/** The apply_* fields the server takes for the request type (actions as ticked; every one is `all`). */
export function grantWire(g: Grant, kind: GrantKind): Record<string, unknown> {
  const iso = (v: string) => (v ? new Date(v).toISOString() : null)
  return {
    ...(kind === 'apply_asset'
      ? { apply_assets: g.assets, apply_nodes: g.nodes }
      : { apply_category: g.category, apply_type: g.appType, apply_applications: g.applications }),
    apply_system_users: g.systemUsers,
    apply_actions: GRANT_ACTIONS.every((a) => g.actions.includes(a)) ? ['all'] : g.actions,
    apply_date_start: iso(g.dateStart),
    apply_date_expired: iso(g.dateExpired),
  }
}

/**
 * What approving a request that grants sends (2.26 ApproveAssetSerializer, ApproveApplicationSerializer): what
 * is granted, as the approver left it or else as it was asked, and the ticket's organisation, which the
 * serializer requires; a PATCH, as JumpServer's own console sends it (a PUT of the grant alone answers 400).
 * A date the approver did not change goes back exactly as the server sent it: the editor holds minutes, and a
 * date sent without its seconds would be a change the server records (reference §1.4: it accepts its own format).
 */
export function approvalBody(ticket: Record<string, unknown>, grant: Grant | null, kind: GrantKind): Record<string, unknown> {
  const asked = grantOf(ticket)
  const granted = grant ?? asked
  const body: Record<string, unknown> = { ...grantWire(granted, kind), org_id: String(ticket.org_id ?? '') }
  if (granted.dateStart === asked.dateStart && ticket.apply_date_start) body.apply_date_start = ticket.apply_date_start
  if (granted.dateExpired === asked.dateExpired && ticket.apply_date_expired) body.apply_date_expired = ticket.apply_date_expired
  return body
}

/** The names the server kept of what was asked (rel_snapshot), by id, for the selects until their options load. */
export function snapshotNames(ticket: Record<string, unknown>): Record<string, string> {
  const snap = (ticket.rel_snapshot ?? {}) as Record<string, unknown>
  const out: Record<string, string> = {}
  for (const key of ['apply_assets', 'apply_nodes', 'apply_applications', 'apply_system_users']) {
    const ids = Array.isArray(ticket[key]) ? (ticket[key] as unknown[]) : []
    const names = Array.isArray(snap[key]) ? (snap[key] as unknown[]) : []
    ids.forEach((id, i) => {
      if (names[i] !== undefined) out[String(id)] = String(names[i])
    })
  }
  return out
}

/**
 * What stops a grant, as a message key, else null. The rules are 2.26's (ApplyAssetSerializer,
 * ApplyApplicationSerializer and their base): at least one action, a start and an expiry after it, and
 * for the permission to be made at least one asset or node (domain §5), or one application, and a system
 * user. The server asks for the last two only at the final approval; the console asks the applicant for
 * the targets (a request for nothing cannot be approved) and leaves the system user to the approver,
 * who must name one before approving at any level.
 */
export function grantProblem(g: Grant, kind: GrantKind, approving: boolean): string | null {
  if (kind === 'apply_asset' && g.assets.length + g.nodes.length === 0) return 'errors:selectAssetOrNode'
  if (kind === 'apply_application' && g.applications.length === 0) return 'tickets:grant.applicationRequired'
  if (approving && g.systemUsers.length === 0) return 'tickets:grant.systemUserRequired'
  if (g.actions.length === 0) return 'tickets:grant.actionRequired'
  if (!g.dateStart || !g.dateExpired) return 'tickets:grant.datesRequired'
  if (new Date(g.dateExpired).getTime() <= new Date(g.dateStart).getTime()) return 'tickets:grant.expiryAfterStart'
  return null
}

const assetOption = (r: Record<string, unknown>): SelectOption => ({ label: `${String(r.hostname)}(${String(r.ip)})`, value: String(r.id) })
const nodeOption = (r: Record<string, unknown>): SelectOption => ({ label: String(r.full_value ?? r.value ?? r.name), value: String(r.id) })
const systemUserOption = (r: Record<string, unknown>): SelectOption => ({ label: `${String(r.name)}(${String(r.username || '*')})`, value: String(r.id) })

/** The system users that fit an application type (2.26: rdp for remote apps, else the type's protocol). */
const systemUsersUrl = (kind: GrantKind, g: Grant) =>
  `/api/v1/assets/system-users/suggestions/${kind === 'apply_asset' ? '' : `?protocol=${g.category === 'remote_app' ? 'rdp' : g.appType}`}`

interface GrantFieldsProps {
  kind: GrantKind
  value: Grant
  onChange: (g: Grant) => void
  /** Names the server kept of what was asked, until the selects' options load. */
  names?: Record<string, string>
  /** The approver's copy: a system user is then required, else the applicant may leave it to them. */
  approving?: boolean
}

export function GrantFields({ kind, value, onChange, names, approving = false }: GrantFieldsProps) {
  const styles = useStyles()
  const { t } = useTranslation(['tickets', 'errors'])
  const set = (patch: Partial<Grant>) => onChange({ ...value, ...patch })
  /** One multiple select of named objects; `key` resets it when what it lists changes. */
  const many = (field: 'assets' | 'nodes' | 'applications' | 'systemUsers', url: string, toOption?: (r: Record<string, unknown>) => SelectOption, extra?: { hint?: string; required?: boolean }) => (
    <Field label={t(`fields.${field}`)} hint={extra?.hint} required={extra?.required}>
      <RemoteSelect key={url} label={t(`fields.${field}`)} url={url} multiple value={value[field]} knownLabels={names} onChange={(ids) => set({ [field]: ids })} toOption={toOption} />
    </Field>
  )
  return (
    <>
      {kind === 'apply_asset' ? (
        <>
          {many('assets', '/api/v1/assets/assets/suggestions/', assetOption)}
          {many('nodes', '/api/v1/assets/nodes/suggestions/', nodeOption)}
        </>
      ) : (
        <>
          <Field label={t('apply.category')}>
            <Select
              value={value.category}
              onChange={(_, d) => {
                const category = isCategory(d.value) ? d.value : 'db'
                set({ category, appType: APP_CATEGORIES[category][0], applications: [], systemUsers: [] })
              }}
            >
              {Object.keys(APP_CATEGORIES).map((c) => (
                <option key={c} value={c}>
                  {t(`apply.categories.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={t('fields.appType')}>
            <Select value={value.appType} onChange={(_, d) => set({ appType: d.value, applications: [], systemUsers: [] })}>
              {APP_CATEGORIES[value.category].map((c) => (
                <option key={c} value={c}>
                  {t(`appTypes.${c}`)}
                </option>
              ))}
            </Select>
          </Field>
          {many('applications', `/api/v1/applications/applications/suggestions/?category=${value.category}&type=${value.appType}`)}
        </>
      )}
      {many('systemUsers', systemUsersUrl(kind, value), systemUserOption, { required: approving, hint: approving ? undefined : t('grant.systemUsersHint') })}
      <Field label={t('fields.actions')}>
        {/* Each box named by its own label (the group carries the field's), as the form engine's multiselect. */}
        <FieldContextProvider value={undefined}>
        <div className={styles.checks} role="group" aria-label={t('fields.actions')}>
          {GRANT_ACTIONS.map((a) => (
            <Checkbox
              key={a}
              label={t(`grant.actions.${a}`)}
              checked={value.actions.includes(a)}
              onChange={(_, d) => set({ actions: d.checked ? [...value.actions, a] : value.actions.filter((x) => x !== a) })}
            />
          ))}
        </div>
        </FieldContextProvider>
      </Field>
      <div className={styles.dates}>
        <Field label={t('fields.dateStart')}>
          <Input type="datetime-local" value={value.dateStart} onChange={(_, d) => set({ dateStart: d.value })} />
        </Field>
        <Field label={t('fields.dateExpired')}>
          <Input type="datetime-local" value={value.dateExpired} onChange={(_, d) => set({ dateExpired: d.value })} />
        </Field>
      </div>
    </>
  )
}

/** What a grant holds, by name, for the approver to confirm (the same terms as the fields above). */
export function GrantSummary({ kind, value, name, date }: { kind: GrantKind; value: Grant; name: (ids: string[]) => string; date: (v: string) => string }) {
  const { t } = useTranslation('tickets')
  const rows: [string, string][] = [
    ...(kind === 'apply_asset'
      ? ([['assets', name(value.assets)], ['nodes', name(value.nodes)]] as [string, string][])
      : ([['appType', appTypeWords(value.category, value.appType, t)], ['applications', name(value.applications)]] as [string, string][])),
    ['systemUsers', name(value.systemUsers)],
    ['actions', GRANT_ACTIONS.filter((a) => value.actions.includes(a)).map((a) => t(`grant.actions.${a}`)).join(', ')],
    ['dateStart', date(value.dateStart)],
    ['dateExpired', date(value.dateExpired)],
  ]
  return <DefinitionList items={rows.map(([key, text]) => ({ key, term: t(`fields.${key}`), value: text || '—' }))} />
}
