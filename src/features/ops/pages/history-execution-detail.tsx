// One execution of a task (domain §2 console/ops/executions/{id}): named by its start time, its task, and
// what the run came to (RunSummary), read only.
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { ObjectPage } from '@/generic/detail/object-page'
import type { Row } from '@/generic/resource-config'
import { pathOf, permissionsOf } from '@/shared/access/route-table'
import { useCan } from '@/shared/access/use-can'
import { formatServerDate } from '@/shared/lib/dates'
import { RunSummary } from '../components/run-summary'
import { runOf, type Run } from '../run'
import { EXECUTIONS } from '../urls'

function ExecutionSummary({ execution, run }: { execution: Row; run: Run }) {
  const { t } = useTranslation('ops')
  const can = useCan()
  const task = typeof execution.task === 'string' ? execution.task : ''
  const name = run.taskName || '-'
  const value = task && can(permissionsOf('TaskDetail')) ? <Link to={pathOf('TaskDetail', { id: task })}>{name}</Link> : name
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
