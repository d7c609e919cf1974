import { Card, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/generic/common/query-state'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL },
  list: { margin: 0, paddingLeft: tokens.spacingHorizontalXXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  item: { display: 'flex', justifyContent: 'space-between', gap: tokens.spacingHorizontalM },
  total: { color: tokens.colorNeutralForeground2, fontVariantNumeric: 'tabular-nums' },
})

/** Domain §9: dashboards show top 10 lists; a longer answer is cut, not trusted. */
export const TOP_LIMIT = 10

export interface TopEntry {
  name: string
  total: number
}

export function TopListCard({ title, entries }: { title: string; entries: TopEntry[] }) {
  const { t } = useTranslation('dashboard')
  const styles = useStyles()
  const shown = entries.slice(0, TOP_LIMIT)
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <Text as="h2" weight="semibold">
        {title}
      </Text>
      {shown.length === 0 ? (
        <EmptyState text={t('states.empty')} />
      ) : (
        <ol className={styles.list} aria-label={title}>
          {shown.map((entry, i) => (
            <li key={`${entry.name}-${i}`}>
              <span className={styles.item}>
                <Text truncate wrap={false}>{entry.name}</Text>
                <Text className={styles.total}>{t('top.sessions', { count: entry.total })}</Text>
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
