// A worker's browser context, kept from one scenario to the next. Most of a scenario's first page load was
// Chromium starting a renderer and compiling the console again (about 1.5 s of 2.6 s on the loaded
// 2-core machine, README "Where the test time goes"); a kept context with a page parked on the console's
// site (`--process-per-site`) keeps that renderer, its compiled scripts and the immutable assets' HTTP
// cache. A passing scenario's tab is kept too (KeptTab, below): opening a tab was about a third of a
// first console load's CPU.
//
// What a scenario may leave behind is removed before the next one, and the emptiness is proved, not
// assumed (security rule: no scenario sees another's drafts or tokens): its other pages closed, its kept
// tab's document, sessionStorage, window name and history taken back, cookies, every storage of the origin (localStorage,
// IndexedDB, Cache Storage, service workers), routes, init scripts, listeners and permissions. What
// cannot be taken back (an exposed binding, extra headers, offline, a mocked clock...) makes the
// context "dirty": it is closed, as is the context of a scenario that did not pass.
import type { BrowserContext, CDPSession, Disposable, Page } from 'playwright'

type ContextOptions = { locale: string; colorScheme: 'light' | 'dark' }

export type KeptContext = {
  context: BrowserContext
  options: ContextOptions
  origin: string
  /** A page on the console's origin that runs no script (a built file shown as text): it holds the renderer. */
  keeper: Page
  cdp: CDPSession
  /** The scenario's init scripts, removed after it. */
  initScripts: Disposable[]
  /** A tab kept from one passing scenario to the next, parked on the keeper's address between them. */
  tab?: KeptTab
  /** The kept tab while a scenario uses it. */
  tabInUse?: KeptTab
  /** The scenarios it has served. */
  served: number
  /** The listeners the context had before any scenario, by event. */
  ownListeners: Map<string, Set<unknown>>
  dirty: boolean
}

/**
 * A scenario's tab, kept for the next scenario: opening a tab costs about 0.6 CPU-s of the 1.7 a first
 * console load takes (README "Where the `@ui` time goes now"). What the scenario left in it is taken back
 * before it is handed on, and proved gone: its listeners, routes, document (the tab goes back to the keeper's
 * address), sessionStorage, `window.name` and history. What cannot be taken back (see PAGE_IRREVERSIBLE)
 * makes it dirty: it is closed.
 */
export type KeptTab = {
  page: Page
  cdp: CDPSession
  /** The listeners the tab had before any scenario, by event. */
  ownListeners: Map<string | symbol, Set<unknown>>
  dirty: boolean
}

/** Page methods whose effect outlives a document or cannot be undone: a tab that used one is closed. */
const PAGE_IRREVERSIBLE = ['addInitScript', 'addLocatorHandler', 'emulateMedia', 'exposeBinding', 'exposeFunction', 'routeFromHAR', 'routeWebSocket', 'setDefaultNavigationTimeout', 'setDefaultTimeout', 'setExtraHTTPHeaders', 'setViewportSize'] as const

/** Playwright's objects are Node-style event emitters (its types list `on` and `off` only). */
type Emitter = { eventNames(): Array<string | symbol>; rawListeners(event: string | symbol): unknown[]; removeListener(event: string | symbol, listener: unknown): void }
const emitter = (target: BrowserContext | Page) => target as unknown as Emitter

/** The context's events a scenario may listen to. */
const EVENTS = ['backgroundpage', 'console', 'dialog', 'page', 'request', 'requestfailed', 'requestfinished', 'response', 'serviceworker', 'weberror'] as const

/** Scenarios a kept context serves before it is closed and a fresh one started. */
const RENEW_AFTER = 25

/** Context methods whose effect cannot be undone: a scenario calling one gets a fresh context next time. */
const IRREVERSIBLE = ['exposeBinding', 'exposeFunction', 'setExtraHTTPHeaders', 'setOffline', 'setGeolocation', 'setHTTPCredentials', 'routeFromHAR', 'routeWebSocket', 'setDefaultTimeout', 'setDefaultNavigationTimeout'] as const

export async function keepContext(context: BrowserContext, options: ContextOptions, baseUrl: string, keeperPath: string): Promise<KeptContext> {
  const keeper = await context.newPage()
  await keeper.goto(new URL(keeperPath, baseUrl).toString())
  const kept: KeptContext = { context, options, origin: new URL(baseUrl).origin, keeper, cdp: await context.newCDPSession(keeper), initScripts: [], served: 0, ownListeners: new Map(), dirty: false }
  const addInitScript = context.addInitScript.bind(context)
  context.addInitScript = (async (...args: Parameters<BrowserContext['addInitScript']>) => {
    const script = await addInitScript(...args)
    kept.initScripts.push(script)
    return script
  }) as BrowserContext['addInitScript']
  const spoiled = () => (kept.dirty = true)
  for (const name of IRREVERSIBLE) spoil(context, name, spoiled)
  watchOrigins(kept)
  for (const event of EVENTS) kept.ownListeners.set(event, new Set(emitter(context).rawListeners(event)))
  // page.clock is the context's clock: any use of it spoils the context.
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock))) if (name !== 'constructor') spoil(context.clock, name, spoiled)
  return kept
}

/** Wraps `target[name]` so that calling it first calls `spoiled`. */
function spoil(target: object, name: string, spoiled: () => void) {
  const t = target as Record<string, unknown>
  const method = t[name]
  if (typeof method !== 'function') return
  t[name] = (...args: unknown[]) => {
    spoiled()
    return (method as (...a: unknown[]) => unknown).apply(target, args)
  }
}

/** The scenario's tab: the kept one when there is one, else a new tab that can be kept after it. */
export async function takeTab(kept: KeptContext): Promise<Page> {
  let tab = kept.tab
  kept.tab = undefined
  if (!tab) {
    const page = await kept.context.newPage()
    const ownListeners = new Map(emitter(page).eventNames().map((event) => [event, new Set(emitter(page).rawListeners(event))]))
    tab = { page, cdp: await kept.context.newCDPSession(page), ownListeners, dirty: false }
    const t = tab
    const spoiled = () => (t.dirty = true)
    for (const name of PAGE_IRREVERSIBLE) spoil(page, name, spoiled)
    // A key or a button held down stays down for the next document.
    spoil(page.keyboard, 'down', spoiled)
    spoil(page.mouse, 'down', spoiled)
  }
  kept.tabInUse = tab
  return tab.page
}

/** Takes back what the scenario left in its tab; false when the tab cannot be proved as a new one. */
async function parkTab(kept: KeptContext, tab: KeptTab): Promise<boolean> {
  const { page } = tab
  if (tab.dirty || page.isClosed()) return false
  const events = emitter(page)
  for (const event of events.eventNames()) for (const listener of events.rawListeners(event)) if (!tab.ownListeners.get(event)?.has(listener)) events.removeListener(event, listener)
  await page.unrouteAll({ behavior: 'ignoreErrors' })
  // The console's document is left first (it may write its storage as it goes), then what the tab keeps
  // across documents is emptied: the origin's sessionStorage and the window's name; its history is reset.
  const parking = kept.keeper.url()
  await page.goto(parking)
  await page.evaluate(() => {
    sessionStorage.clear()
    window.name = ''
  })
  await tab.cdp.send('Page.resetNavigationHistory')
  const left = await page.evaluate(() => ({ sessionStorage: sessionStorage.length, name: window.name.length, history: history.length - 1 }))
  return !tab.dirty && page.url() === parking && Object.values(left).every((n) => n === 0)
}

/** Storage is emptied on the console's origin only: a scenario whose pages reached another origin spoils the context. */
function watchOrigins(kept: KeptContext) {
  kept.context.on('request', (request) => {
    const url = new URL(request.url())
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== kept.origin) kept.dirty = true
  })
}

/** Empties the kept context for the next scenario; false when it could not be proved empty (then it is closed). */
export async function cleanForNextScenario(kept: KeptContext): Promise<boolean> {
  // The shared renderer grows with the tabs it has held (to 640 MB after about 60 scenarios): it is renewed now and then.
  if (kept.dirty || ++kept.served >= RENEW_AFTER) return false
  const { context, keeper } = kept
  const tab = kept.tabInUse ?? kept.tab
  kept.tabInUse = kept.tab = undefined
  try {
    // The parts below do not depend on one another: each is a round trip to the browser, so they are sent
    // together (the hook's time was most of it waiting, about 0.07 s a scenario on a quiet machine).
    const [parked] = await Promise.all([
      tab ? parkTab(kept, tab).catch(() => false) : false,
      ...context.pages().filter((page) => page !== keeper && page !== tab?.page).map((page) => page.close()),
    ])
    if (tab && !parked) await tab.page.close()
    else kept.tab = tab
    if (kept.dirty) return false
    // The scenario's listeners only: Playwright's own (a closing context waits on one) stay.
    const events = emitter(context)
    for (const event of EVENTS) for (const listener of events.rawListeners(event)) if (!kept.ownListeners.get(event)?.has(listener)) events.removeListener(event, listener)
    await Promise.all([
      context.unrouteAll({ behavior: 'ignoreErrors' }),
      ...kept.initScripts.splice(0).map((script) => script.dispose()),
      context.clearPermissions(),
      context.clearCookies(),
      kept.cdp.send('Storage.clearDataForOrigin', { origin: kept.origin, storageTypes: 'all' }),
    ])
    const [left, cookies] = await Promise.all([
      keeper.evaluate(async () => ({
        localStorage: localStorage.length,
        indexedDB: (await indexedDB.databases()).length,
        caches: (await caches.keys()).length,
        serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
      })),
      context.cookies().then((all) => all.length),
    ])
    return cookies === 0 && Object.values(left).every((n) => n === 0) && context.pages().length === (kept.tab ? 2 : 1) && keeper.url().startsWith(kept.origin)
  } catch {
    return false
  }
}
