// Gathered users (domain §2 console/accounts/gathered-user) and, on a second tab, the tasks that
// gather them (tasks/create, tasks/{id}, tasks/{id}/update).
import { useResource } from '@/generic/resource-context'
import { boundTo } from '../bound'
import { TabbedLists } from '../components/tabbed-lists'
import gatherUserTask from '../resources/gather-user-task'

const tasks = boundTo(gatherUserTask, 'GatherUserTaskCreate', 'GatherUserTask')

export default function GatheredUserList() {
  const users = useResource()
  return (
    <TabbedLists
      tabs={[
        { name: 'users', title: 'accounts:tabs.gatheredUsers', config: users },
        { name: 'tasks', title: 'accounts:tabs.gatherTasks', config: tasks },
      ]}
    />
  )
}
