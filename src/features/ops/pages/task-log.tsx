import { TaskLogView } from '../components/task-log-view'

export default function TaskLogPage() {
  return <TaskLogView />
}
