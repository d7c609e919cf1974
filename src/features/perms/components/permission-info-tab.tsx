// A permission's Basic tab (domain §3 Permission): what it grants and whether it is in force now, to whom,
// on what, and its record, beside an Active switch (as the real console's quick action). The server's
// two flags (is_valid, is_expired) and two dates become one status in words: in force, inactive, not
// yet in force (the server counts a grant whose start is ahead as expired), or expired.
import { useTranslation } from 'react-i18next'
import { useDetailAbilities } from '@/generic/common/use-abilities'
import { FieldGroupsBeside } from '@/generic/detail/basic-tab'
import { QuickActionsCard, type QuickActionItem } from '@/generic/detail/quick-actions-card'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { parseServerDate } from '@/shared/lib/dates'

export type PermissionStatus = 'inForce' | 'inactive' | 'notYet' | 'expired'

/** The permission's status now, from the server's flags and its dates. */
export function permissionStatus(object: Row, now = new Date()): PermissionStatus {
  if (object.is_active === false) return 'inactive'
  if (object.is_valid === true) return 'inForce'
  const start = parseServerDate(String(object.date_start ?? ''))
  return start && start.getTime() > now.getTime() ? 'notYet' : 'expired'
}

/** The groups of an asset or an application permission's fields. */
const groups = (granted: readonly string[], grant: readonly string[] = []) => [
  { title: 'perms:detail.grant', fields: ['name', ...grant, 'actions', 'from_ticket'] },
  { title: 'perms:detail.validity', fields: ['is_valid', 'date_start', 'date_expired'] },
  { title: 'perms:detail.who', fields: ['users', 'user_groups'] },
  { title: 'perms:detail.what', fields: [...granted, 'system_users'] },
  { title: 'perms:detail.record', fields: ['org_id', 'created_by', 'date_created', 'comment'] },
]

/**
 * The form's groups, in the detail's order: what is granted, to whom, on what, and when it is in force
 * (the dates after the switch that can suspend it, the start before the end).
 */
export const permissionFormGroups = (granted: readonly string[], grant: readonly string[] = []) => [
  { title: 'perms:detail.grant', fields: ['name', ...grant, 'actions'] },
  { title: 'perms:detail.who', fields: ['users', 'user_groups'] },
  { title: 'perms:detail.what', fields: [...granted, 'system_users'] },
  { title: 'perms:detail.validity', fields: ['is_active', 'date_start', 'date_expired'] },
  { title: 'perms:form.other', fields: ['comment'] },
]

const LABELS = {
  is_valid: 'perms:detail.status',
  date_start: 'perms:detail.validFrom',
  date_expired: 'perms:detail.validUntil',
  users: 'perms:tabs.users',
  user_groups: 'perms:tabs.userGroups',
  assets: 'perms:tabs.assets',
  nodes: 'perms:tabs.nodes',
  applications: 'perms:tabs.applications',
  system_users: 'perms:tabs.systemUsers',
}

function StatusText({ object }: { object: Row }) {
  const { t } = useTranslation('perms')
  return <>{t(`status.${permissionStatus(object)}`)}</>
}

const VALUES = { is_valid: (object: Row) => <StatusText object={object} /> }

function ActiveCard({ object, config }: { object: Row; config: ResourceConfig }) {
  const { t } = useTranslation('perms')
  const can = useDetailAbilities(config.perms, config.without)
  const active: QuickActionItem = { kind: 'switch', label: t('detail.active'), field: 'is_active', checked: object.is_active !== false, reason: can.update ? null : t('detail.cannotChange') }
  return <QuickActionsCard title={t('detail.quickActions')} object={object} config={config} actions={[active]} />
}

/** The Basic tab of a permission granting `granted` (assets and nodes, or applications of a `grant` kind). */
export function permissionInfoTab(granted: readonly string[], grant?: readonly string[]) {
  const fieldGroups = groups(granted, grant)
  return function PermissionInfoTab({ object, config }: { object: Row; config: ResourceConfig }) {
    return <FieldGroupsBeside object={object} url={config.url} groups={fieldGroups} labels={LABELS} values={VALUES} aside={<ActiveCard object={object} config={config} />} />
  }
}
