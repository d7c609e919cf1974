// Terms and their values side by side (a detail's fields, a licence, a profile): one grid for every
// such list, so labels line up the same way on every page. Values are React text: server text stays text.
// A value with nothing to say (no text) shows "-", the same on every tab, never a blank a reader may take
// for one still loading.
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import type { HTMLAttributes, ReactNode } from 'react'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-word' },
})

export interface DefinitionItem {
  /** Unique within the list (a field name, an i18n key). */
  key: string
  term: ReactNode
  value: ReactNode
  /** Attributes of the value's cell (a data- marker a test or a copy button reads). */
  valueProps?: HTMLAttributes<HTMLElement> & Record<`data-${string}`, string>
}

export function DefinitionList({ items, label, className }: { items: readonly DefinitionItem[]; label?: string; className?: string }) {
  const styles = useStyles()
  return (
    <dl className={mergeClasses(styles.list, className)} aria-label={label}>
      {items.map(({ key, term, value, valueProps }) => [
        <dt key={`${key}-t`} className={styles.term}>
          {term}
        </dt>,
        <dd key={`${key}-v`} {...valueProps} className={mergeClasses(styles.value, valueProps?.className)}>
          {value === '' || value === null || value === undefined ? '-' : value}
        </dd>,
      ])}
    </dl>
  )
}
