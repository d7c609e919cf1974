// One subscription per task log. Several parts of the console may follow one task at once: the task-log
// popup shows its lines, the page that started it waits for its end to read the object again
// (use-task-end.ts). Each socket of /ws/ops/tasks/log/ is a thread on the server reading the log file, so a
// task's log comes over one socket, shared:
// - in a window, by all who follow the task; it is closed when the last of them leaves;
// - across the console's windows (the popup is a window of its own), through a BroadcastChannel: a window
//   about to open a socket first asks whether another already follows the task; if one answers, it hands
//   over the log read so far and then each new part. A window that stops following before the end says
//   so, and those it served open their own socket, taking from it only what they have not had yet (the
//   server sends the whole log again from its start). A window that goes without saying so (its page
//   frozen or crashed) is found out: a window served by it that has heard nothing for SILENT_MS asks
//   again, and opens its own socket when no answer comes.
import { logHasEnded, openTaskLogSocket, type TaskLogHandlers, type TaskLogSocketHandlers } from './task-log'

/** How long a window waits for another to say it already follows a task, before opening its own socket. */
export const ASK_MS = 100
/** How long a served window goes without word from the window serving it before it asks whether that one is still there. */
export const SILENT_MS = 10_000

/** What windows tell each other; `from` names the window that follows the task over its socket. */
type Note =
  | { kind: 'ask'; task: string }
  | { kind: 'have'; task: string; from: string; text: string; waiting: boolean }
  | { kind: 'part'; task: string; from: string; message: string }
  | { kind: 'gone'; task: string; from: string }

interface Follow {
  source: 'asking' | 'relay' | 'socket'
  /** The window that serves a relayed log. */
  holder?: string
  /** The log so far, as told to the listeners. */
  text: string
  /** What the current source has sent (a socket opened late sends the log again from its start). */
  seen: string
  started: boolean
  waiting: boolean
  over: boolean
  listeners: Set<TaskLogHandlers>
  close: () => void
  /** While relayed: the check that the serving window is still there. */
  watch?: ReturnType<typeof setTimeout>
}

/** The channel's part of a BroadcastChannel. */
export type TaskLogChannel = Pick<BroadcastChannel, 'postMessage'> & { onmessage: ((event: MessageEvent) => void) | null }

export interface TaskLogHub {
  /** Follows `taskId`'s log; the returned function stops following. */
  follow: (taskId: string, handlers: TaskLogHandlers) => () => void
  /** The window goes: the windows it served are told to open their own socket. */
  leave: () => void
}

export function createTaskLogHub({
  open = openTaskLogSocket,
  channel = null,
  askMs = ASK_MS,
}: { open?: (taskId: string, handlers: TaskLogSocketHandlers) => () => void; channel?: TaskLogChannel | null; askMs?: number } = {}): TaskLogHub {
  const follows = new Map<string, Follow>()
  const me = Math.random().toString(36).slice(2)
  const post = (note: Note) => channel?.postMessage(note)
  const each = (f: Follow, call: (l: TaskLogHandlers) => void) => [...f.listeners].forEach(call)

  const finish = (task: string, f: Follow, ended: boolean) => {
    if (f.over) return
    f.over = true
    f.close()
    if (follows.get(task) === f) follows.delete(task)
    if (!ended && f.source === 'socket') post({ kind: 'gone', task, from: me })
    each(f, (l) => (ended ? l.onEnd() : l.onError()))
  }

  const receive = (task: string, f: Follow, message: string) => {
    if (f.over) return
    if (!f.started && message === '.') {
      f.waiting = true
      if (f.source === 'socket') post({ kind: 'part', task, from: me, message })
      return each(f, (l) => l.onWaiting?.())
    }
    f.seen += message
    if (f.seen.length <= f.text.length) return
    const part = f.seen.slice(f.text.length)
    f.text = f.seen
    f.started = true
    if (f.source === 'socket') post({ kind: 'part', task, from: me, message: part })
    each(f, (l) => l.onLine(part))
    if (logHasEnded(f.text, task)) finish(task, f, true)
  }

  const openSocket = (task: string, f: Follow) => {
    clearTimeout(f.watch)
    f.source = 'socket'
    f.seen = ''
    f.close = open(task, { onMessage: (message) => receive(task, f, message), onFail: () => finish(task, f, false) })
  }

  /** The serving window was heard from: it is asked again after SILENT_MS without a word, and replaced if it does not answer. */
  const heardFromHolder = (task: string, f: Follow) => {
    clearTimeout(f.watch)
    f.watch = setTimeout(() => {
      if (f.over || f.source !== 'relay') return
      post({ kind: 'ask', task })
      f.watch = setTimeout(() => !f.over && f.source === 'relay' && openSocket(task, f), askMs)
    }, SILENT_MS)
  }

  if (channel)
    channel.onmessage = (event: MessageEvent) => {
      const note = event.data as Note
      const f = follows.get(note.task)
      if (!f || f.over) return
      if (note.kind === 'ask' && f.source === 'socket') post({ kind: 'have', task: note.task, from: me, text: f.text, waiting: f.waiting })
      if (note.kind === 'have' && f.source === 'asking') {
        f.close()
        f.close = () => clearTimeout(f.watch)
        f.source = 'relay'
        f.holder = note.from
        heardFromHolder(note.task, f)
        if (note.waiting) receive(note.task, f, '.')
        if (note.text) receive(note.task, f, note.text)
      } else if (note.kind === 'have' && f.source === 'relay' && note.from === f.holder) heardFromHolder(note.task, f)
      if (note.kind === 'part' && f.source === 'relay' && note.from === f.holder) {
        heardFromHolder(note.task, f)
        receive(note.task, f, note.message)
      }
      if (note.kind === 'gone' && f.source === 'relay' && note.from === f.holder) openSocket(note.task, f)
    }

  const start = (task: string): Follow => {
    const f: Follow = { source: 'asking', text: '', seen: '', started: false, waiting: false, over: false, listeners: new Set(), close: () => undefined }
    if (!channel) {
      openSocket(task, f)
      return f
    }
    const timer = setTimeout(() => openSocket(task, f), askMs)
    f.close = () => clearTimeout(timer)
    post({ kind: 'ask', task })
    return f
  }

  return {
    follow(task, handlers) {
      let f = follows.get(task)
      if (!f) {
        f = start(task)
        follows.set(task, f)
      } else {
        // One who joins late is told what the others were.
        if (f.waiting && !f.started) handlers.onWaiting?.()
        if (f.text) handlers.onLine(f.text)
      }
      const mine = f
      mine.listeners.add(handlers)
      return () => {
        if (!mine.listeners.delete(handlers) || mine.listeners.size > 0 || mine.over) return
        mine.over = true
        mine.close()
        if (follows.get(task) === mine) follows.delete(task)
        if (mine.source === 'socket') post({ kind: 'gone', task, from: me })
      }
    },
    leave() {
      follows.forEach((f, task) => f.source === 'socket' && post({ kind: 'gone', task, from: me }))
    },
  }
}

let shared: TaskLogHub | undefined

/** Follows a task's log over the one subscription the console's windows share for that task. */
export function followTaskLog(taskId: string, handlers: TaskLogHandlers): () => void {
  if (!shared) {
    const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel('jms-task-log') : null
    shared = createTaskLogHub({ channel })
    const hub = shared
    window.addEventListener('pagehide', () => hub.leave())
  }
  return shared.follow(taskId, handlers)
}
