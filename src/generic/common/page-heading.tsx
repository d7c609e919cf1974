// The page's one h1 (shell §2: every page says where the user is). One style for every page title, so a
// list, a detail, a form, a dashboard and a settings page read alike.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'

const useStyles = makeStyles({
  heading: { margin: 0, fontSize: tokens.fontSizeBase500, lineHeight: tokens.lineHeightBase500, overflowWrap: 'anywhere' },
  // In a row with the page's buttons (back, update, delete), the title takes the free space.
  grow: { flexGrow: 1 },
})

export interface PageHeadingProps {
  children: ReactNode
  id?: string
  /** Take the row's free space when it shares a row with the page's buttons. */
  grow?: boolean
  className?: string
}

export function PageHeading({ children, id, grow, className }: PageHeadingProps) {
  const styles = useStyles()
  return (
    <h1 id={id} className={mergeClasses(styles.heading, grow && styles.grow, className)}>
      {children}
    </h1>
  )
}
