// "Last run": a titled section holding a run's summary (RunSummary), or why there is none (a task's page,
// a version's page).
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/generic/common/query-state'
import type { Run } from '../run'
import { RunSummary } from './run-summary'

const useStyles = makeStyles({
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
})

export function LastRun({ run, empty }: { run: Run | null; empty: string }) {
  const styles = useStyles()
  const { t } = useTranslation('ops')
  const heading = useId()
  return (
    <section aria-labelledby={heading}>
      <h2 id={heading} className={styles.heading}>
        {t('run.lastRun')}
      </h2>
      {run ? <RunSummary run={run} /> : <EmptyState text={empty} />}
    </section>
  )
}
