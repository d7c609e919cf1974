import { Title2, makeStyles, tokens } from '@fluentui/react-components'
import { useId, type ReactNode } from 'react'

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  pair: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' },
})

export function DashboardLayout({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles()
  const id = useId()
  return (
    <section className={styles.root} aria-labelledby={id}>
      <Title2 id={id} as="h1">
        {title}
      </Title2>
      {children}
    </section>
  )
}

/** Two cards side by side on a wide screen, stacked on a narrow one. */
export function CardPair({ children }: { children: ReactNode }) {
  return <div className={useStyles().pair}>{children}</div>
}
