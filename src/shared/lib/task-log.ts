// Domain §2: "A celery task log opens in a 900x600 popup" at the hidden route /ops/celery/task/{id}/log/.
import { TASK_LOG_POPUP } from '@/shared/constants'

export const taskLogPath = (taskId: string) => `/ui/ops/celery/task/${encodeURIComponent(taskId)}/log/`

export function openTaskLog(taskId: string) {
  const { width, height } = TASK_LOG_POPUP
  window.open(taskLogPath(taskId), '_blank', `width=${width},height=${height},noopener`)
}
