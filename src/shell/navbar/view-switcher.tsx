import { Button, Popover, PopoverSurface, Tab, TabList, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { PRE_VIEW_KEY } from '@/shared/access/views'
import { viewState } from '@/shared/state/view'
import { useShell } from '../use-shell'

export const VIEW_SWITCHER_TIP_KEY = 'viewSwitcherTip'

const useStyles = makeStyles({
  tip: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '260px' },
})

/**
 * Shell §2: the views the user may open; the choice is remembered in PreView. A one-time tip
 * (viewSwitcherTip) is shown once, and not on mobile.
 */
export function ViewSwitcher() {
  const { t } = useTranslation()
  const styles = useStyles()
  const navigate = useNavigate()
  const { views, view } = useShell()
  const { device } = useSnapshot(viewState)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [tipOpen, setTipOpen] = useState(() => device !== 'mobile' && !localStorage.getItem(VIEW_SWITCHER_TIP_KEY))
  const closeTip = () => {
    localStorage.setItem(VIEW_SWITCHER_TIP_KEY, '1')
    setTipOpen(false)
  }
  const list = (
    <TabList
      size="small"
      selectedValue={view ?? null}
      onTabSelect={(_, data) => {
        localStorage.setItem(PRE_VIEW_KEY, String(data.value))
        navigate(`/${String(data.value)}/`)
      }}
      aria-label={t('views.switcher')}
    >
      {views.map((v) => (
        <Tab key={v} value={v}>
          {t(`views.${v}`)}
        </Tab>
      ))}
    </TabList>
  )
  return (
    <>
      <span ref={setAnchor}>{list}</span>
      <Popover
        open={tipOpen && device !== 'mobile' && anchor !== null}
        onOpenChange={(_, d) => !d.open && closeTip()}
        withArrow
        positioning={{ target: anchor, position: 'below', align: 'start' }}
        // A tip that shows by itself does not take the focus (issue 26): the skip link stays the first Tab stop.
        unstable_disableAutoFocus
      >
      <PopoverSurface role="note" aria-label={t('views.tipTitle')}>
        <div className={styles.tip}>
          <Text>{t('views.tip')}</Text>
          <Button size="small" appearance="primary" onClick={closeTip}>
            {t('views.tipOk')}
          </Button>
        </div>
      </PopoverSurface>
      </Popover>
    </>
  )
}
