// The log of a job centre task (domain §2 hidden page /ops/task/task/{id}/log/), headed by the task's name
// (ops tasks/{id}/), never its id; "Task log" alone until the name is read, or when it cannot be.
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { detailQueryOptions } from '@/generic/common/api'
import { TaskLog } from '@/generic/ops/task-log-view'
import { taskAboutOf } from '@/shared/lib/task-log'

export default function TaskLogPage() {
  const { t } = useTranslation()
  const { id = '' } = useParams()
  const [query] = useSearchParams()
  const task = useQuery({ ...detailQueryOptions('/api/v1/ops/tasks/', id), retry: false })
  const name = task.data?.name ? String(task.data.name) : ''
  return <TaskLog id={id} title={name ? t('taskLog.titleOf', { name }) : undefined} about={taskAboutOf(query)} />
}
