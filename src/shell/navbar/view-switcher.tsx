import { Button, Text, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { PRE_VIEW_KEY } from '@/shared/access/views'
import { viewState } from '@/shared/state/view'
import { FirstUse } from '../first-use'
import { useShell } from '../use-shell'

export const VIEW_SWITCHER_TIP_KEY = 'viewSwitcherTip'

export interface ViewTabsProps {
  views: readonly string[]
  view: string | undefined
  choose: (view: string) => void
}

// The first paint's tab list draws what Fluent's small tabs draw (issue 24: Fluent's tabs and tabster
// come with the first use, first-use.tsx): the selected tab's name in semibold over a brand bar.
const useStyles = makeStyles({
  list: { display: 'flex', alignItems: 'center', position: 'relative', flexShrink: 0 },
  tab: {
    position: 'relative',
    display: 'grid',
    alignItems: 'center',
    padding: `${tokens.spacingVerticalSNudge} ${tokens.spacingHorizontalSNudge}`,
    border: 'none',
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorTransparentBackground,
    color: tokens.colorNeutralForeground2,
    cursor: 'pointer',
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    lineHeight: tokens.lineHeightBase300,
    fontWeight: tokens.fontWeightRegular,
    ':hover': { color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}` },
  },
  selected: {
    color: tokens.colorNeutralForeground1,
    fontWeight: tokens.fontWeightSemibold,
    '::after': {
      content: '""',
      position: 'absolute',
      bottom: 0,
      left: tokens.spacingHorizontalSNudge,
      right: tokens.spacingHorizontalSNudge,
      height: tokens.strokeWidthThick,
      borderRadius: tokens.borderRadiusCircular,
      backgroundColor: tokens.colorCompoundBrandStroke,
    },
  },
  /** The name in semibold, hidden: the tab is as wide selected or not. */
  name: { padding: `0 ${tokens.spacingHorizontalXXS}`, gridArea: '1 / 1' },
  reserve: { padding: `0 ${tokens.spacingHorizontalXXS}`, gridArea: '1 / 1', fontWeight: tokens.fontWeightSemibold, visibility: 'hidden' },
  tip: {
    position: 'fixed',
    zIndex: 1000,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    maxWidth: '260px',
    padding: tokens.spacingHorizontalL,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground1,
    boxShadow: tokens.shadow16,
    border: `1px solid ${tokens.colorTransparentStroke}`,
  },
})

/** Until the widgets are here: the tabs, each a tab stop only when selected; arrows move between them. */
function PlainTabs({ views, view, choose }: ViewTabsProps) {
  const { t } = useTranslation()
  const styles = useStyles()
  const move = (e: KeyboardEvent<HTMLElement>) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    const tabs = [...e.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]')]
    tabs[(tabs.indexOf(document.activeElement as HTMLElement) + step + tabs.length) % tabs.length]?.focus()
  }
  const current = views.includes(view ?? '') ? view : views[0]
  return (
    <div role="tablist" aria-label={t('views.switcher')} className={styles.list} onKeyDown={move}>
      {views.map((v) => (
        <button
          key={v}
          type="button"
          role="tab"
          aria-selected={v === view}
          tabIndex={v === current ? 0 : -1}
          className={mergeClasses(styles.tab, v === view && styles.selected)}
          onClick={() => choose(v)}
        >
          <span className={styles.reserve} aria-hidden>
            {t(`views.${v}`)}
          </span>
          <span className={styles.name}>{t(`views.${v}`)}</span>
        </button>
      ))}
    </div>
  )
}

/** The one-time tip under the switcher (shell §2): a note that does not take the focus (issue 26). */
function SwitcherTip({ anchor, close }: { anchor: HTMLElement; close: () => void }) {
  const { t } = useTranslation()
  const styles = useStyles()
  const [at, setAt] = useState<{ top: number; left: number } | null>(null)
  useLayoutEffect(() => {
    const place = () => {
      const box = anchor.getBoundingClientRect()
      setAt({ top: box.bottom + 8, left: box.left })
    }
    place()
    window.addEventListener('resize', place)
    window.addEventListener('scroll', place, true)
    return () => {
      window.removeEventListener('resize', place)
      window.removeEventListener('scroll', place, true)
    }
  }, [anchor])
  const note = useRef<HTMLDivElement>(null)
  // Escape or a click elsewhere closes it, as a popover closes.
  useEffect(() => {
    const onKey = (e: globalThis.KeyboardEvent) => e.key === 'Escape' && close()
    const onPointer = (e: PointerEvent) => !note.current?.contains(e.target as Node) && close()
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onPointer)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onPointer)
    }
  }, [close])
  if (!at) return null
  return (
    <div ref={note} role="note" aria-label={t('views.tipTitle')} className={styles.tip} style={at}>
      <Text>{t('views.tip')}</Text>
      <Button size="small" appearance="primary" onClick={close}>
        {t('views.tipOk')}
      </Button>
    </div>
  )
}

/**
 * Shell §2: the views the user may open; the choice is remembered in PreView. A one-time tip
 * (viewSwitcherTip) is shown once, and not on mobile.
 */
export function ViewSwitcher() {
  const navigate = useNavigate()
  const { views, view } = useShell()
  const { device } = useSnapshot(viewState)
  const [anchor, setAnchor] = useState<HTMLElement | null>(null)
  const [tipOpen, setTipOpen] = useState(() => device !== 'mobile' && !localStorage.getItem(VIEW_SWITCHER_TIP_KEY))
  const closeTip = () => {
    localStorage.setItem(VIEW_SWITCHER_TIP_KEY, '1')
    setTipOpen(false)
  }
  const tabs: ViewTabsProps = {
    views,
    view,
    choose: (v) => {
      localStorage.setItem(PRE_VIEW_KEY, v)
      navigate(`/${v}/`)
    },
  }
  return (
    <>
      <span ref={setAnchor}>
        <FirstUse id="views" render={(w) => <w.ViewTabs {...tabs} />}>
          <PlainTabs {...tabs} />
        </FirstUse>
      </span>
      {tipOpen && device !== 'mobile' && anchor && <SwitcherTip anchor={anchor} close={closeTip} />}
    </>
  )
}
