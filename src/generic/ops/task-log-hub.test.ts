import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ASK_MS, SILENT_MS, createTaskLogHub, type TaskLogChannel } from './task-log-hub'
import type { TaskLogHandlers, TaskLogSocketHandlers } from './task-log'

const task = '6f1c3a2e-0000-4000-8000-000000000001'
const last = `Task assets.tasks.asset_connectivity.test_assets_connectivity_manual[${task}] succeeded in 0.02s: None\r\n`

/** Sockets the hubs open, as the server would feed them. */
function sockets() {
  const opened: Array<TaskLogSocketHandlers & { task: string; closed: boolean }> = []
  const open = (id: string, handlers: TaskLogSocketHandlers) => {
    const socket = { ...handlers, task: id, closed: false }
    opened.push(socket)
    return () => {
      socket.closed = true
    }
  }
  return { opened, open }
}

/** A BroadcastChannel between windows: what one posts reaches the others, later. */
function bus() {
  const channels: TaskLogChannel[] = []
  return () => {
    const channel: TaskLogChannel = {
      onmessage: null,
      postMessage: (data: unknown) => channels.filter((c) => c !== channel).forEach((c) => setTimeout(() => c.onmessage?.({ data } as MessageEvent))),
    }
    channels.push(channel)
    return channel
  }
}

function listener() {
  const heard = { text: '', ended: 0, failed: 0 }
  const handlers: TaskLogHandlers = { onLine: (t) => void (heard.text += t), onEnd: () => void heard.ended++, onError: () => void heard.failed++ }
  return { heard, handlers }
}

describe('one subscription per task, in a window', () => {
  it('opens one socket for a task two listeners follow, tells both every line and the end, and closes it once', () => {
    const { opened, open } = sockets()
    const hub = createTaskLogHub({ open })
    const popup = listener()
    const page = listener()
    hub.follow(task, popup.handlers)
    hub.follow(task, page.handlers)
    expect(opened).toHaveLength(1)
    opened[0].onMessage('\r\n')
    opened[0].onMessage('web-20 | SUCCESS\r\n')
    opened[0].onMessage(last)
    expect(popup.heard).toEqual({ text: `\r\nweb-20 | SUCCESS\r\n${last}`, ended: 1, failed: 0 })
    expect(page.heard).toEqual(popup.heard)
    expect(opened[0].closed).toBe(true)
  })

  it('tells one who joins late the log so far, and keeps the socket until the last listener leaves', () => {
    const { opened, open } = sockets()
    const hub = createTaskLogHub({ open })
    const first = listener()
    const stopFirst = hub.follow(task, first.handlers)
    opened[0].onMessage('\r\nweb-20 | SUCCESS\r\n')
    const late = listener()
    const stopLate = hub.follow(task, late.handlers)
    expect(late.heard.text).toBe('\r\nweb-20 | SUCCESS\r\n')
    stopFirst()
    expect(opened[0].closed).toBe(false)
    stopLate()
    expect(opened[0].closed).toBe(true)
    // Followed again once released: a socket of its own.
    hub.follow(task, listener().handlers)
    expect(opened).toHaveLength(2)
  })

  it('tells every listener a failed socket, and a later follower tries a new one', () => {
    const { opened, open } = sockets()
    const hub = createTaskLogHub({ open })
    const a = listener()
    const b = listener()
    hub.follow(task, a.handlers)
    hub.follow(task, b.handlers)
    opened[0].onFail()
    expect([a.heard.failed, b.heard.failed]).toEqual([1, 1])
    hub.follow(task, listener().handlers)
    expect(opened).toHaveLength(2)
  })
})

describe('one subscription per task, across windows (the popup is a window of its own)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('serves a second window the log over the first window\'s socket', async () => {
    const { opened, open } = sockets()
    const channel = bus()
    const page = createTaskLogHub({ open, channel: channel() })
    const popup = createTaskLogHub({ open, channel: channel() })
    const onPage = listener()
    page.follow(task, onPage.handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    expect(opened).toHaveLength(1)
    opened[0].onMessage('\r\nweb-20 | SUCCESS\r\n')
    const inPopup = listener()
    popup.follow(task, inPopup.handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    opened[0].onMessage(last)
    await vi.advanceTimersByTimeAsync(0)
    expect(opened).toHaveLength(1)
    expect(inPopup.heard).toEqual({ text: `\r\nweb-20 | SUCCESS\r\n${last}`, ended: 1, failed: 0 })
    expect(onPage.heard.ended).toBe(1)
  })

  it('opens its own socket when the window that served it stops before the end, and tells only what is new', async () => {
    const { opened, open } = sockets()
    const channel = bus()
    const page = createTaskLogHub({ open, channel: channel() })
    const popup = createTaskLogHub({ open, channel: channel() })
    const stopPage = page.follow(task, listener().handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    opened[0].onMessage('\r\nweb-20 | SUCCESS\r\n')
    const inPopup = listener()
    popup.follow(task, inPopup.handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    stopPage()
    await vi.advanceTimersByTimeAsync(0)
    expect(opened).toHaveLength(2)
    // The server sends the whole log again on the new socket.
    opened[1].onMessage('\r\n')
    opened[1].onMessage('web-20 | SUCCESS\r\n')
    opened[1].onMessage(last)
    expect(inPopup.heard).toEqual({ text: `\r\nweb-20 | SUCCESS\r\n${last}`, ended: 1, failed: 0 })
  })

  it('opens its own socket when the window that served it goes without a word (frozen or crashed), not while it answers', async () => {
    const { opened, open } = sockets()
    const channel = bus()
    const pageChannel = channel()
    const page = createTaskLogHub({ open, channel: pageChannel })
    const popup = createTaskLogHub({ open, channel: channel() })
    page.follow(task, listener().handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    opened[0].onMessage('\r\nweb-20 | SUCCESS\r\n')
    const inPopup = listener()
    popup.follow(task, inPopup.handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS)
    // A quiet task, the serving window still there: it answers each check, and no second socket opens.
    await vi.advanceTimersByTimeAsync(3 * SILENT_MS)
    expect(opened).toHaveLength(1)
    // The serving window stops answering, saying nothing: the popup asks, waits, then opens its own socket.
    pageChannel.onmessage = null
    await vi.advanceTimersByTimeAsync(SILENT_MS + ASK_MS)
    expect(opened).toHaveLength(2)
    opened[1].onMessage('\r\nweb-20 | SUCCESS\r\n')
    opened[1].onMessage(last)
    expect(inPopup.heard).toEqual({ text: `\r\nweb-20 | SUCCESS\r\n${last}`, ended: 1, failed: 0 })
  })

  it('opens a socket of its own when no other window follows the task', async () => {
    const { opened, open } = sockets()
    const channel = bus()
    createTaskLogHub({ open, channel: channel() })
    const popup = createTaskLogHub({ open, channel: channel() })
    popup.follow(task, listener().handlers)
    await vi.advanceTimersByTimeAsync(ASK_MS - 1)
    expect(opened).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(opened).toHaveLength(1)
  })
})
