import { TaskLogView } from '../components/task-log-view'

export default function CeleryTaskLogPage() {
  return <TaskLogView />
}
