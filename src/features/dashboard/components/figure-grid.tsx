import { makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  grid: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' },
})

export function FigureGrid({ label, children }: { label: string; children: ReactNode }) {
  const styles = useStyles()
  return (
    <section className={styles.grid} aria-label={label}>
      {children}
    </section>
  )
}
