import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { Navigation20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useSnapshot } from 'valtio'
import { viewState } from '@/shared/state/view'
import { FirstUse } from '../first-use'
import { toggleSidebar } from '../use-device'
import { Logo } from './logo'
import { NavIcons } from './nav-icons'
import { AccountButton, HelpButton, OrgButton, useOrgChoices } from '../triggers'
import { ViewSwitcher } from './view-switcher'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    minHeight: '50px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  group: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexShrink: 0 },
  /** On a phone the logo gives its room to the views (home stays reachable from the view switcher). */
  logo: { '@media (max-width: 599px)': { display: 'none' } },
  /**
   * One line at any width (shell §9: under 992 px is mobile): the views and the organisation scroll
   * sideways when they do not fit, so the icons and their badges are never wrapped or cut off.
   */
  middle: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    flexGrow: 1,
    flexShrink: 1,
    minWidth: 0,
    overflowX: 'auto',
    scrollbarWidth: 'none',
    '> *, > [data-first-use] > *': { flexShrink: 0 },
  },
  end: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexShrink: 0 },
})

/** The top navbar of shell §1 and §6. */
export function Navbar() {
  const { t } = useTranslation()
  const styles = useStyles()
  const { sidebarOpen } = useSnapshot(viewState)
  const orgs = useOrgChoices()
  return (
    <header className={styles.bar}>
      <div className={styles.group}>
        <Button
          appearance="subtle"
          icon={<Navigation20Regular />}
          aria-label={sidebarOpen ? t('sidebar.collapse') : t('sidebar.expand')}
          aria-expanded={sidebarOpen}
          onClick={toggleSidebar}
        />
        <span className={styles.logo}>
          <Logo />
        </span>
      </div>
      <div className={styles.middle}>
        <ViewSwitcher />
        {orgs && (
          <FirstUse id="org" render={(w, arrival) => <w.OrgPicker open={arrival.open} />}>
            <OrgButton />
          </FirstUse>
        )}
      </div>
      <div className={styles.end}>
        <NavIcons />
        <FirstUse id="help" render={(w, arrival) => <w.HelpMenu arrival={arrival} />}>
          <HelpButton />
        </FirstUse>
        <FirstUse id="account" render={(w, arrival) => <w.AccountMenu arrival={arrival} />}>
          <AccountButton />
        </FirstUse>
      </div>
    </header>
  )
}
