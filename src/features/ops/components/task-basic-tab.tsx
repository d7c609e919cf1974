// A task's Basic tab (domain §2 console/ops/tasks/{id}): its fields, then its last run as a summary of its
// own (RunSummary) in place of the server's nested latest_execution.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '@/generic/common/query-state'
import { FieldList } from '@/generic/detail/basic-tab'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { runOf } from '../run'
import { RunSummary } from './run-summary'

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
})

export function TaskBasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation('ops')
  const heading = useId()
  const run = runOf(object.latest_execution)
  return (
    <div className={styles.tab}>
      <FieldList object={object} url={config.url} omit={['latest_execution']} />
      <section aria-labelledby={heading}>
        <h2 id={heading} className={styles.heading}>
          {t('run.lastRun')}
        </h2>
        {run ? <RunSummary run={run} /> : <EmptyState text={t('run.notRun')} />}
      </section>
    </div>
  )
}
