// The profile's information page (domain §2 profile/info): the signed-in user's own account as the
// server holds it now (GET users/profile, reference §2.1), grouped as account, security and dates;
// dates in the medium format (shell §9). Server text is rendered as text.
import { Card, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { displayValue } from '@/generic/list/list-columns'
import { useProfile } from '@/shared/api/profile'
import { isAdmin, isSuperAdmin } from '@/shared/access/roles'
import { formatServerDate } from '@/shared/lib/dates'
import { PageHeading } from '@/generic/common/page-heading'
import { DefinitionList } from '@/generic/common/definition-list'

const GROUPS = {
  account: ['name', 'username', 'email', 'phone', 'wechat', 'groups_display', 'system_roles_display', 'org_roles_display', 'source_display'],
  security: ['mfa_level_display', 'is_otp_secret_key_bound', 'can_public_key_auth'],
  dates: ['date_joined', 'last_login', 'date_password_last_updated', 'date_expired'],
  // Domain §3 Profile: the organisations of each view (by name), the permissions held (a count: the
  // strings are wire values, never shown) and whether this is the first login.
  // Shell §3, §6: the super-admin and admin flags (read from the role ids, src/shared/access/roles.ts).
  access: ['console_orgs', 'workbench_orgs', 'audit_orgs', 'perms', 'is_first_login', 'is_super_admin', 'is_admin'],
} as const

const ORG_LISTS = new Set(['console_orgs', 'workbench_orgs', 'audit_orgs'])

/** Names of a list of organisations ({id, name}), never their ids. */
const orgNames = (value: unknown) =>
  Array.isArray(value) ? value.map((o) => String((o as { name?: unknown } | null)?.name ?? '')).filter(Boolean).join(', ') : ''

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
})

export default function ProfileInfoPage() {
  const { t, i18n } = useTranslation('profile')
  const styles = useStyles()
  const profile = useProfile()
  const data = profile.data
  const shown = (field: string) => {
    const value = data?.[field]
    if (GROUPS.dates.includes(field as (typeof GROUPS.dates)[number])) return formatServerDate(value, 'medium', i18n.language) ?? '–'
    if (ORG_LISTS.has(field)) return orgNames(value) || '–'
    if (field === 'perms') return t('info.permCount', { count: Array.isArray(value) ? value.length : 0 })
    if (field === 'is_super_admin') return displayValue(isSuperAdmin(data ?? {}), t)
    if (field === 'is_admin') return displayValue(isAdmin(data ?? {}), t)
    return displayValue(value, t) || '–'
  }
  return (
    <section className={styles.page} aria-label={t('info.title')}>
      <PageHeading>{t('info.title')}</PageHeading>
      {data &&
        (Object.keys(GROUPS) as (keyof typeof GROUPS)[]).map((group) => (
          <Card key={group} role="region" aria-label={t(`info.${group}`)}>
            <Text as="h2" weight="semibold">
              {t(`info.${group}`)}
            </Text>
            <DefinitionList items={GROUPS[group].map((field) => ({ key: field, term: t(`info.fields.${field}`), value: shown(field) }))} />
          </Card>
        ))}
    </section>
  )
}
