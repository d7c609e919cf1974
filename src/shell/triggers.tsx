// The shell's menu buttons, drawn alone at first paint and inside their Fluent menus once the widgets
// are here (first-use.tsx): one look, one name, one Tab stop in both.
import { Button, type ButtonProps } from '@fluentui/react-components'
import { Building20Regular, MoreHorizontal20Regular, Person20Regular, QuestionCircle20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { showsOrganization } from '@/shared/access/route-meta'
import { orgsForView } from '@/shared/access/views'
import { orgState } from '@/shared/state/org'
import { viewState } from '@/shared/state/view'
import { useCurrentRoute, useShell } from './use-shell'

export function HelpButton(props: ButtonProps) {
  const { t } = useTranslation()
  return <Button appearance="subtle" icon={<QuestionCircle20Regular />} aria-label={t('help.menu')} aria-haspopup="menu" aria-expanded={false} {...props} />
}

export function AccountButton(props: ButtonProps) {
  const { t } = useTranslation()
  const { profile } = useShell()
  const { device } = useSnapshot(viewState)
  return (
    // The accessible name contains the visible name (WCAG 2.5.3), and still starts with the menu's.
    <Button
      appearance="subtle"
      icon={<Person20Regular />}
      aria-label={device === 'mobile' ? t('account.menu') : t('account.menuOf', { name: profile.name })}
      aria-haspopup="menu"
      aria-expanded={false}
      {...props}
    >
      {device === 'mobile' ? null : profile.name}
    </Button>
  )
}

/** The organisations the picker offers here, or null where it is not shown (shell §3, §4: needs a licence). */
export function useOrgChoices() {
  const { profile, view, licensed } = useShell()
  const route = useCurrentRoute()
  const orgs = orgsForView(profile, view)
  return !licensed || !orgs || !showsOrganization(route?.chain ?? []) ? null : orgs
}

export function OrgButton(props: ButtonProps) {
  const { t } = useTranslation()
  const { current } = useSnapshot(orgState)
  return (
    <Button appearance="subtle" icon={<Building20Regular />} aria-label={t('org.picker', { org: current?.name ?? '' })} aria-haspopup="menu" aria-expanded={false} {...props}>
      {current?.name}
    </Button>
  )
}

export interface TagActions {
  refresh: () => void
  close: () => void
  closeOthers: () => void
  closeAll: () => void
}

/** The actions menu's button, alone until the widgets are here (first-use.tsx), then in the menu. */
export function TagActionsButton(props: ButtonProps) {
  const { t } = useTranslation()
  return <Button size="small" appearance="subtle" icon={<MoreHorizontal20Regular />} aria-label={t('tags.actions')} aria-haspopup="menu" aria-expanded={false} {...props} />
}
