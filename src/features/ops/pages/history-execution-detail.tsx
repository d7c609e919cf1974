// One execution of a task (domain §2 console/ops/executions/{id}): named by its start time, its task, and
// what the run came to (RunSummary), read only.
import { useTranslation } from 'react-i18next'
import { ObjectPage } from '@/generic/detail/object-page'
import type { Row } from '@/generic/resource-config'
import { PermittedLink } from '@/generic/common/permitted-link'
import { formatServerDate } from '@/shared/lib/dates'
import { RunSummary } from '../components/run-summary'
import { runOf, type Run } from '../run'
import { EXECUTIONS } from '../urls'

function ExecutionSummary({ execution, run }: { execution: Row; run: Run }) {
  const { t } = useTranslation('ops')
  const task = typeof execution.task === 'string' ? execution.task : ''
  const value = (
    <PermittedLink route="TaskDetail" id={task}>
      {run.taskName || '-'}
    </PermittedLink>
  )
  return <RunSummary run={run} lead={[{ key: 'task', term: t('run.task'), value }]} />
}

export default function HistoryExecutionDetail() {
  const { i18n } = useTranslation()
  return (
    <ObjectPage
      url={EXECUTIONS}
      kind="ops:names.Execution"
      nameOf={(e) => formatServerDate(e.date_start, 'medium', i18n.language) ?? ''}
      body={(e) => {
        const run = runOf(e)
        return run ? <ExecutionSummary execution={e} run={run} /> : null
      }}
    />
  )
}
