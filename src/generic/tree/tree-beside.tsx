// A node tree beside the content it scopes (the asset list, the batch command, My assets): one layout.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  page: {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 260px) 1fr',
    gap: tokens.spacingHorizontalL,
    alignItems: 'start',
  },
  side: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    backgroundColor: tokens.colorNeutralBackground1,
    padding: tokens.spacingHorizontalS,
  },
  main: { minWidth: 0 },
})

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
  return (
    <div className={styles.page}>
      <aside className={styles.side} aria-label={label}>
        {tree}
      </aside>
      <div className={mergeClasses(styles.main, mainClassName)}>{children}</div>
    </div>
  )
}
