// A node tree beside the content it scopes (the asset list, the command list, the batch command, My
// assets): one layout. The panel can be folded to give the content its room, and unfolded again, by a
// button above it; the choice is the signed-in user's for the page, kept with the page's table
// preferences (table-prefs.ts: tableConfig, by the route's name), never another user's.
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { PanelLeftContractRegular, PanelLeftExpandRegular } from '@fluentui/react-icons'
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useMatches } from 'react-router'
import { useSnapshot } from 'valtio'
import type { RouteHandle } from '@/shared/access/route-table'
import { sessionState } from '@/shared/state/session'
import { foldPanel, panelFolded } from '../list/table-prefs'

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) minmax(0, 1fr)',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  folded: { gridTemplateColumns: 'auto minmax(0, 1fr)' },
  column: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalXS, minWidth: 0 },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
    alignSelf: 'stretch',
  },
  /** The folded panel: its own display would otherwise win over the hidden attribute. */
  gone: { display: 'none' },
  main: { minWidth: 0 },
})

/** The page's key for its preferences: the matched route's name (the table key of its list). */
function usePageKey(): string | undefined {
  return useMatches()
    .map((m) => m.handle as RouteHandle | undefined)
    .findLast((h) => h?.route)?.route.name
}

/** `tree` in a labelled aside on the left, `children` on the right (`mainClassName` styles that side). */
export function TreeBeside({
  label,
  tree,
  children,
  mainClassName,
}: {
  label: string
  tree: ReactNode
  children: ReactNode
  mainClassName?: string
}) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const page = usePageKey()
  const user = useSnapshot(sessionState).profile?.id
  const [folded, setFolded] = useState(() => Boolean(page && user && panelFolded(page, user)))
  const asideId = useId()
  const toggle = () => {
    const next = !folded
    setFolded(next)
    if (page && user) foldPanel(page, user, next)
  }
  const words = t(folded ? 'tree.show' : 'tree.hide', { label })
  return (
    <div className={mergeClasses(styles.page, folded && styles.folded)}>
      <div className={styles.column}>
        <Button
          size="small"
          appearance="subtle"
          icon={folded ? <PanelLeftExpandRegular /> : <PanelLeftContractRegular />}
          aria-expanded={!folded}
          aria-controls={asideId}
          aria-label={folded ? words : undefined}
          title={folded ? words : undefined}
          onClick={toggle}
        >
          {folded ? undefined : words}
        </Button>
        {/* Hidden, not dropped: the tree keeps what was opened and chosen in it. */}
        <aside id={asideId} className={mergeClasses(styles.side, folded && styles.gone)} aria-label={label} hidden={folded}>
          {tree}
        </aside>
      </div>
      <div className={mergeClasses(styles.main, mainClassName)}>{children}</div>
    </div>
  )
}
