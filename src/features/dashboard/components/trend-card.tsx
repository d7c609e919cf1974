import { Card, CardHeader, Radio, RadioGroup, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { TREND_RANGES, type IndexFigures, type TrendDays } from '../api/index-figures'
import { EmptyState, LoadingState } from '@/generic/common/query-state'
import TrendChart from './trend-chart'


const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalM },
  chart: { minHeight: '260px' },
})

export interface TrendCardProps {
  figures: IndexFigures | undefined
  days: TrendDays
  onDaysChange: (days: TrendDays) => void
  /** Which series to draw: the console shows logins and active users/assets, the audit view the same. */
  series: Array<'login' | 'active_users' | 'active_assets'>
}

export function TrendCard({ figures, days, onDaysChange, series }: TrendCardProps) {
  const { t } = useTranslation('dashboard')
  const styles = useStyles()
  const title = t('trend.title')
  const values = (key: TrendCardProps['series'][number]) => figures?.[`dates_metrics_total_count_${key}`] ?? []
  const dates = figures?.dates_metrics_date ?? []
  const hasActivity = series.some((key) => values(key).some((n) => n > 0))
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <CardHeader
        header={<Text as="h2" weight="semibold">{title}</Text>}
        action={
          // A radio group, not tabs: the view switcher owns the page's tabs (shell §2).
          <RadioGroup layout="horizontal" aria-label={t('trend.period')} value={String(days)} onChange={(_, d) => onDaysChange(Number(d.value) as TrendDays)}>
            {TREND_RANGES.map((n) => (
              <Radio key={n} value={String(n)} label={t('trend.lastDays', { count: n })} />
            ))}
          </RadioGroup>
        }
      />
      <div className={styles.chart}>
        {!figures ? (
          <LoadingState label={t('states.loading')} />
        ) : !dates.length ? (
          <EmptyState text={t('trend.empty')} />
        ) : (
          <>
            {!hasActivity && <EmptyState text={t('trend.empty')} />}
            <TrendChart title={title} dates={dates} series={series.map((key) => ({ key, legend: t(`trend.series.${key}`), values: values(key) }))} />
          </>
        )}
      </div>
    </Card>
  )
}
