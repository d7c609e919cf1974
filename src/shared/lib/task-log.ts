// Domain §2: "A celery task log opens in a 900x600 popup" at the hidden route /ops/celery/task/{id}/log/.
// The popup names the task in words, what was run and on what: the server answers a task's id alone
// (POST assets/{id}/tasks/ → {task}), so whoever starts a task hands the popup what it is, in its address.
import { TASK_LOG_POPUP } from '@/shared/constants'

/** The kinds of task the console starts and names (shell:taskLog.title.<kind>). */
export const TASK_KINDS = ['assetTest', 'assetRefresh', 'nodeTest', 'nodeRefresh', 'cloudSync', 'taskRun'] as const
export type TaskKind = (typeof TASK_KINDS)[number]

/** What a task is: its kind, and the name of what it runs on (an asset, a node, a sync task). */
export interface TaskAbout {
  what: TaskKind
  on: string
}

export const taskLogPath = (taskId: string, about?: TaskAbout) =>
  `/ui/ops/celery/task/${encodeURIComponent(taskId)}/log/${about ? `?${new URLSearchParams({ what: about.what, on: about.on }).toString()}` : ''}`

/** What the popup's address says the task is; nothing for a kind the console does not know, or no name. */
export function taskAboutOf(query: URLSearchParams): TaskAbout | undefined {
  const what = query.get('what') ?? ''
  const on = query.get('on') ?? ''
  return (TASK_KINDS as readonly string[]).includes(what) && on !== '' ? { what: what as TaskKind, on } : undefined
}

export function openTaskLog(taskId: string, about?: TaskAbout) {
  const { width, height } = TASK_LOG_POPUP
  window.open(taskLogPath(taskId, about), '_blank', `width=${width},height=${height},noopener`)
}
