// What an asset-permission request asks for, and what its approver grants (domain §3 Ticket, issue 23):
// assets or nodes, system users, actions and the validity dates, each chosen by name (the match
// actions, suggestions/, which applicant and approver may both read). The request form
// sends it to open/, the approver's adjusted copy goes in the approve call's body (2.26's
// ApproveAssetSerializer: apply_assets, apply_nodes, apply_system_users, apply_actions,
// apply_date_start, apply_date_expired).
import { Checkbox, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { RemoteSelect } from '@/generic/select/remote-select'

/** The actions a grant may hold (perms ActionsField); all of them is sent as `all`. */
export const GRANT_ACTIONS = ['connect', 'upload_file', 'download_file', 'clipboard_copy', 'clipboard_paste'] as const

export interface Grant {
  assets: string[]
  nodes: string[]
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
  return { assets: [], nodes: [], systemUsers: [], actions: [...GRANT_ACTIONS], dateStart: localInput(now), dateExpired: localInput(new Date(now.getTime() + days * 86_400_000)) }
}

/** A ticket's requested grant as the editor's value (`all` ticks every action). */
export function grantOf(ticket: Record<string, unknown>): Grant {
  const ids = (v: unknown) => (Array.isArray(v) ? v.map((x) => String(x && typeof x === 'object' ? (x as { id: unknown }).id : x)) : [])
  const actions = ids(ticket.apply_actions)
  return {
    assets: ids(ticket.apply_assets),
    nodes: ids(ticket.apply_nodes),
    systemUsers: ids(ticket.apply_system_users),
    actions: actions.includes('all') ? [...GRANT_ACTIONS] : GRANT_ACTIONS.filter((a) => actions.includes(a)),
    dateStart: localInput(ticket.apply_date_start),
    dateExpired: localInput(ticket.apply_date_expired),
  }
}

/** The apply_* fields the server takes. */
export function grantWire(g: Grant): Record<string, unknown> {
  const iso = (v: string) => (v ? new Date(v).toISOString() : null)
  return {
    apply_assets: g.assets,
    apply_nodes: g.nodes,
    apply_system_users: g.systemUsers,
    apply_actions: GRANT_ACTIONS.every((a) => g.actions.includes(a)) ? ['all'] : g.actions,
    apply_date_start: iso(g.dateStart),
    apply_date_expired: iso(g.dateExpired),
  }
}

/** The names the server kept of what was asked (rel_snapshot), by id, for the selects until their options load. */
export function snapshotNames(ticket: Record<string, unknown>): Record<string, string> {
  const snap = (ticket.rel_snapshot ?? {}) as Record<string, unknown>
  const out: Record<string, string> = {}
  for (const key of ['apply_assets', 'apply_nodes', 'apply_system_users']) {
    const ids = Array.isArray(ticket[key]) ? (ticket[key] as unknown[]) : []
    const names = Array.isArray(snap[key]) ? (snap[key] as unknown[]) : []
    ids.forEach((id, i) => {
      if (names[i] !== undefined) out[String(id)] = String(names[i])
    })
  }
  return out
}

/**
 * What stops a grant, as a message key, else null. The rules are 2.26's (ApplyAssetSerializer and its
 * base): at least one action, a start and an expiry after it, and for the permission to be made at
 * least one asset or node (domain §5) and a system user. The server asks for the last two only at the
 * final approval; the console asks the applicant for the asset or node (a request for nothing cannot be
 * approved) and leaves the system user to the approver, who must name one before approving at any level.
 */
export function grantProblem(g: Grant, approving: boolean): string | null {
  if (g.assets.length + g.nodes.length === 0) return 'errors:selectAssetOrNode'
  if (approving && g.systemUsers.length === 0) return 'tickets:grant.systemUserRequired'
  if (g.actions.length === 0) return 'tickets:grant.actionRequired'
  if (!g.dateStart || !g.dateExpired) return 'tickets:grant.datesRequired'
  if (new Date(g.dateExpired).getTime() <= new Date(g.dateStart).getTime()) return 'tickets:grant.expiryAfterStart'
  return null
}

/** `approving`: the approver's copy (a system user is then required, else the applicant may leave it to them). */
export function GrantFields({ value, onChange, names, approving = false }: { value: Grant; onChange: (g: Grant) => void; names?: Record<string, string>; approving?: boolean }) {
  const styles = useStyles()
  const { t } = useTranslation(['tickets', 'errors'])
  const set = (patch: Partial<Grant>) => onChange({ ...value, ...patch })
  return (
    <>
      <Field label={t('fields.assets')}>
        <RemoteSelect
          label={t('fields.assets')}
          url="/api/v1/assets/assets/suggestions/"
          multiple
          value={value.assets}
          knownLabels={names}
          onChange={(assets) => set({ assets })}
          toOption={(r) => ({ label: `${String(r.hostname)}(${String(r.ip)})`, value: String(r.id) })}
        />
      </Field>
      <Field label={t('fields.nodes')}>
        <RemoteSelect
          label={t('fields.nodes')}
          url="/api/v1/assets/nodes/suggestions/"
          multiple
          value={value.nodes}
          knownLabels={names}
          onChange={(nodes) => set({ nodes })}
          toOption={(r) => ({ label: String(r.full_value ?? r.value ?? r.name), value: String(r.id) })}
        />
      </Field>
      <Field label={t('fields.systemUsers')} required={approving} hint={approving ? undefined : t('grant.systemUsersHint')}>
        <RemoteSelect
          label={t('fields.systemUsers')}
          url="/api/v1/assets/system-users/suggestions/"
          multiple
          value={value.systemUsers}
          knownLabels={names}
          onChange={(systemUsers) => set({ systemUsers })}
          toOption={(r) => ({ label: `${String(r.name)}(${String(r.username ?? '')})`, value: String(r.id) })}
        />
      </Field>
      <Field label={t('fields.actions')}>
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
