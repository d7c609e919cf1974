import { useParams, useSearchParams } from 'react-router'
import { TaskLog } from '@/generic/ops/task-log-view'
import { taskAboutOf } from '@/shared/lib/task-log'

export default function CeleryTaskLogPage() {
  const { id = '' } = useParams()
  const [query] = useSearchParams()
  return <TaskLog id={id} about={taskAboutOf(query)} />
}
