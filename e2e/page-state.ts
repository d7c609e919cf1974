// What a page is doing, so that steps wait on it instead of on a clock: the requests it has in flight
// and the sockets it has open. World.page() tracks every page it opens.
import { expect as baseExpect } from '@playwright/test'
import type { Page, Request, WebSocket } from 'playwright'

/**
 * Playwright's expect with a time-out that fits a page load on a loaded 2-core machine: the console
 * starts (settings, profile, orgs, a lazy chunk) in well under a second alone, but several seconds
 * when the machine is busy, and 5 s (the default) is not enough then. A step still fails in 30 s.
 */
const configured = baseExpect.configure({ timeout: 20_000 })

/**
 * How often `expect.poll` asks again. Playwright's own 100, 250, 500, then 1,000 ms leave up to a second
 * between the answer and the step seeing it; what is polled here is a Node value or one evaluate in the
 * page, so asking every 20–100 ms costs little and the step goes on as soon as the condition holds.
 */
const POLL_INTERVALS = [20, 50, 100]

type PollOptions = Exclude<Parameters<typeof configured.poll>[1], string | undefined>

const poll = configured.poll.bind(configured)

export const expect: typeof configured = Object.assign(configured, {
  poll: ((actual: () => unknown, options?: string | PollOptions) =>
    poll(actual, { intervals: POLL_INTERVALS, ...(typeof options === 'string' ? { message: options } : options) })) as typeof configured.poll,
})

const inFlight = new WeakMap<Page, Set<Request>>()
/** The page's sockets, each with whether the server has spoken on it yet (so it holds the socket). */
const sockets = new WeakMap<Page, Array<{ ws: WebSocket; heard: boolean }>>()

export function trackPage(page: Page) {
  const requests = new Set<Request>()
  const opened: Array<{ ws: WebSocket; heard: boolean }> = []
  inFlight.set(page, requests)
  sockets.set(page, opened)
  page.on('request', (r) => requests.add(r))
  page.on('requestfinished', (r) => requests.delete(r))
  page.on('requestfailed', (r) => requests.delete(r))
  page.on('websocket', (ws) => {
    const entry = { ws, heard: false }
    opened.push(entry)
    ws.on('framereceived', () => (entry.heard = true))
  })
}

/** Lets queued tasks run: React's scheduler and event handlers are tasks, so they run before this one. */
const queuedTasks = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel()
        let rounds = 0
        channel.port1.onmessage = () => (++rounds === 3 ? done() : channel.port2.postMessage(0))
        channel.port2.postMessage(0)
      }),
  )

/**
 * The same, across a navigation the page starts meanwhile (a saved form that moves on to the next page):
 * the document the tasks ran in is gone, so wait for the new one to load and let its tasks run.
 */
async function nextTasks(page: Page, navigations = 3): Promise<void> {
  try {
    await queuedTasks(page)
  } catch (error) {
    if (navigations === 0 || !/context was destroyed|navigat/i.test(String(error))) throw error
    await page.waitForLoadState('load')
    await nextTasks(page, navigations - 1)
  }
}

/** Requests a step keeps from the server on purpose (held calls): the page cannot wait for them. */
const heldOnPurpose = new WeakSet<Request>()
export const markHeld = (request: Request) => heldOnPurpose.add(request)

const inFlightCount = (page: Page) => [...(inFlight.get(page) ?? [])].filter((r) => !heldOnPurpose.has(r)).length
const noRequestInFlight = (page: Page) => expect.poll(() => inFlightCount(page), { message: 'requests still in flight' }).toBe(0)

/**
 * The page has settled: no request in flight (but those held on purpose), the work they brought done, and no request that work
 * started. A negative check ("X is not shown") waits for this first, or it could pass before X came.
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load')
  await noRequestInFlight(page)
  await nextTasks(page)
  await noRequestInFlight(page)
  await nextTasks(page)
}

/** Waits until the page has an open WebSocket under `path` on which the server has sent a frame. */
export async function openSocket(page: Page, path: string) {
  const open = () => (sockets.get(page) ?? []).some(({ ws, heard }) => heard && !ws.isClosed() && new URL(ws.url()).pathname.startsWith(path))
  await expect.poll(open, { message: `no open socket to ${path}` }).toBe(true)
}
