import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router-dom'
import type { ViewName } from '@/app/views'
import type { Profile } from '@/shared/api/types'

const useStyles = makeStyles({
  bar: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalL,
    height: '50px',
    padding: `0 ${tokens.spacingHorizontalL}`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  brand: { fontWeight: tokens.fontWeightSemibold, fontSize: tokens.fontSizeBase400, color: tokens.colorBrandForeground1 },
  spacer: { flexGrow: 1 },
})

/** Logout is a browser navigation to the platform's logout with the current path (shell §2). */
export const logout = () => {
  const here = window.location.pathname + window.location.search
  window.location.assign(`/core/auth/logout/?next=${encodeURIComponent(here)}`)
}

export function Navbar({ profile, views, view }: { profile: Profile; views: ViewName[]; view: ViewName | undefined }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  return (
    <header className={styles.bar}>
      <span className={styles.brand}>{t('productName')}</span>
      <TabList
        selectedValue={view}
        onTabSelect={(_, data) => navigate(`/${String(data.value)}/`)}
        aria-label={t('views.console') + ' / ' + t('views.workbench')}
      >
        {views.map((v) => (
          <Tab key={v} value={v}>
            {t(`views.${v}`)}
          </Tab>
        ))}
      </TabList>
      <span className={styles.spacer} />
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" aria-label={t('account.menu')}>
            {profile.name}
          </Button>
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem onClick={logout}>{t('account.logout')}</MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>
    </header>
  )
}
