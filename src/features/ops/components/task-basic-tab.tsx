// A task's Basic tab (domain §2 console/ops/tasks/{id}): its fields, then its last run as a summary of its
// own (RunSummary) in place of the server's nested latest_execution.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { FieldList } from '@/generic/detail/basic-tab'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { runOf } from '../run'
import { LastRun } from './last-run'

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
})

export function TaskBasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation('ops')
  return (
    <div className={styles.tab}>
      <FieldList object={object} url={config.url} omit={['latest_execution']} />
      <LastRun run={runOf(object.latest_execution)} empty={t('run.notRun')} />
    </div>
  )
}
