import { useParams } from 'react-router'
import { TaskLog } from '@/generic/ops/task-log-view'

export default function CeleryTaskLogPage() {
  const { id = '' } = useParams()
  return <TaskLog id={id} />
}
