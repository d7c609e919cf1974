import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { Navigation20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { viewState } from '@/shared/state/view'
import { toggleSidebar } from '../use-device'
import { AccountMenu } from './account-menu'
import { HelpMenu } from './help-menu'
import { Logo } from './logo'
import { NavIcons } from './nav-icons'
import { OrgPicker } from './org-picker'
import { ViewSwitcher } from './view-switcher'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    minHeight: '50px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  spacer: { flexGrow: 1 },
})

/** The top navbar of shell §1 and §6. */
export function Navbar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { sidebarOpen } = useSnapshot(viewState)
  return (
    <header className={styles.bar}>
      <Button
        appearance="subtle"
        icon={<Navigation20Regular />}
        aria-label={sidebarOpen ? t('sidebar.collapse') : t('sidebar.expand')}
        aria-expanded={sidebarOpen}
        onClick={toggleSidebar}
      />
      <Logo />
      <ViewSwitcher />
      <OrgPicker />
      <span className={styles.spacer} />
      <NavIcons />
      <HelpMenu />
      <AccountMenu />
    </header>
  )
}
