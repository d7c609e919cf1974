// A worker's browser context, kept from one scenario to the next. Most of a scenario's first page load was
// Chromium starting a renderer and compiling the console again (about 1.5 s of 2.6 s on the loaded
// 2-core machine, README "Where the test time goes"); a kept context with a page parked on the console's
// site (`--process-per-site`) keeps that renderer, its compiled scripts and the immutable assets' HTTP
// cache, while each scenario still opens its own new tab.
//
// What a scenario may leave behind is removed before the next one, and the emptiness is proved, not
// assumed (security rule: no scenario sees another's drafts or tokens): its pages closed (a tab's
// sessionStorage and history go with it), cookies, every storage of the origin (localStorage,
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
  /** The scenarios it has served. */
  served: number
  /** The listeners the context had before any scenario, by event. */
  ownListeners: Map<string, Set<unknown>>
  dirty: boolean
}

/** Playwright's objects are Node-style event emitters (its types list `on` and `off` only). */
const emitter = (context: BrowserContext) => context as unknown as { rawListeners(event: string): unknown[]; removeListener(event: string, listener: unknown): void }

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
  const spoil = (target: object, name: string) => {
    const t = target as Record<string, unknown>
    const method = t[name]
    if (typeof method !== 'function') return
    t[name] = (...args: unknown[]) => {
      kept.dirty = true
      return (method as (...a: unknown[]) => unknown).apply(target, args)
    }
  }
  for (const name of IRREVERSIBLE) spoil(context, name)
  watchOrigins(kept)
  for (const event of EVENTS) kept.ownListeners.set(event, new Set(emitter(context).rawListeners(event)))
  // page.clock is the context's clock: any use of it spoils the context.
  for (const name of Object.getOwnPropertyNames(Object.getPrototypeOf(context.clock))) if (name !== 'constructor') spoil(context.clock, name)
  return kept
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
  try {
    // The parts below do not depend on one another: each is a round trip to the browser, so they are sent
    // together (the hook's time was most of it waiting, about 0.07 s a scenario on a quiet machine).
    await Promise.all(context.pages().filter((page) => page !== keeper).map((page) => page.close()))
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
    return cookies === 0 && Object.values(left).every((n) => n === 0) && context.pages().length === 1 && keeper.url().startsWith(kept.origin)
  } catch {
    return false
  }
}
