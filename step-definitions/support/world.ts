import { readdirSync, statSync } from 'node:fs'
import { After, AfterAll, Before, BeforeAll, setDefaultTimeout, setWorldConstructor, Status, World, type IWorldOptions } from '@cucumber/cucumber'
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../../scripts/chromium'
import { ApiSession, type Username } from '../tasks/api/api-session'
import { trackPage } from '../../e2e/page-state'
import { signInOverHttp } from '../tasks/ui/sign-in'
import type { ScenarioMemory } from './memory'
import { cleanForNextScenario, keepContext, takeTab, type KeptContext } from './kept-context'

setDefaultTimeout(30_000)

/**
 * Where scenarios send their requests: MOCK_URL (a separately started mock or the real-backend dev
 * proxy), else a mock started in this worker, so parallel workers never share state.
 */
let target: { url: string; close?: () => Promise<void> } | undefined
let browser: Browser | undefined
/** The worker's browser context, handed from one passing scenario to the next once emptied (kept-context.ts). */
let kept: KeptContext | undefined

/** A built file the kept context's keeper page shows as text: on the console's origin, it runs no script. */
function keeperPath() {
  const files = readdirSync('dist/assets').filter((name) => name.endsWith('.js'))
  if (files.length === 0) throw new Error('dist/assets holds no built file: build the console first')
  const smallest = files.sort((a, b) => statSync(`dist/assets/${a}`).size - statSync(`dist/assets/${b}`).size)[0]
  return `/ui/assets/${smallest}`
}

BeforeAll(async () => {
  if (process.env.MOCK_URL) target = { url: process.env.MOCK_URL.replace(/\/$/, '') }
  else {
    // Loaded here, not at the top: cucumber's coordinator loads every step file too and never starts a
    // mock (msw, @mswjs/data and the handlers: about 2.5 CPU-s a run).
    const { startMockServer } = await import('../../mock-server/entry/http')
    target = await startMockServer({ port: 0, host: '127.0.0.1', dev: false, distDir: 'dist', quiet: true })
  }
})

AfterAll(async () => {
  await browser?.close()
  await target?.close?.()
})

export class ConsoleWorld extends World {
  // The target is set by BeforeAll; a dry run (`--dry-run`) builds worlds without it.
  baseUrl = target?.url ?? 'http://127.0.0.1'
  api = new ApiSession(this.baseUrl)
  context?: BrowserContext
  currentPage?: Page
  /** What the last step observed, for the Then steps that follow. */
  last: { status?: number; body?: unknown } = {}
  /** The browser's language (navigator.language, Accept-Language); set before the first page() call. */
  locale = 'en-US'
  /** The system's colour scheme (prefers-color-scheme); set before the first page() call. */
  colorScheme: 'light' | 'dark' = 'light'
  /** The last file downloaded, by a client or through the browser, for the download Then steps. */
  download?: { status: number; headers: Headers; bytes: Uint8Array; url: string }
  /** The last window the page opened (the task-log popup, domain §2). */
  popup?: Page
  /** What the scenario's steps remember between them (support/memory.ts). */
  readonly memory: ScenarioMemory = {}

  constructor(options: IWorldOptions) {
    super(options)
  }

  /** Where the first look at the page lands, after a sign-in that opened nothing yet. */
  private landing?: string

  /**
   * One Chromium per worker, and one context it keeps (kept-context.ts): a scenario starts with no cookie,
   * no storage, no page, route, init script or permission of the one before, in a tab proved as good as new.
   */
  async browserContext(): Promise<BrowserContext> {
    if (this.context) return this.context
    if (!browser) {
      assertChromium()
      // One renderer per site: a scenario's new tab joins the renderer the kept context's keeper page holds.
      browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--process-per-site'] })
    }
    const options = { locale: this.locale, colorScheme: this.colorScheme }
    if (kept && kept.options.locale === options.locale && kept.options.colorScheme === options.colorScheme) {
      this.context = kept.context
      return this.context
    }
    if (kept) {
      const other = kept.context
      kept = undefined
      await other.close()
    }
    // Reduced motion: Fluent's menus, dialogs and toasts appear at once (1 ms motions), so no step acts on
    // an element still sliding in; what they show and do is the same (the e2e journeys keep full motion).
    const context = await browser.newContext({ baseURL: this.baseUrl, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce', ...options })
    // Every page records what the Content-Security-Policy blocked (issue 26), for the CSP steps.
    await context.addInitScript(() => {
      const w = window as unknown as { cspViolations: string[] }
      w.cspViolations = []
      document.addEventListener('securitypolicyviolation', (e) => w.cspViolations.push(`${e.violatedDirective} ${e.blockedURI}`))
    })
    kept = await keepContext(context, options, this.baseUrl, keeperPath())
    this.context = context
    return context
  }

  /** The scenario's page; after `signIn` the first call lands on the console home, as a browser would. */
  async page(): Promise<Page> {
    if (!this.currentPage) {
      const context = await this.browserContext()
      this.currentPage = kept?.context === context ? await takeTab(kept) : await context.newPage()
      trackPage(this.currentPage)
      if (process.env.PAGE_ERRORS) this.currentPage.on("pageerror", (e) => console.error("PAGEERROR", e.stack)).on("console", (m) => m.type() === "error" && console.error("CONSOLE", m.text()))
    }
    if (this.landing) {
      const to = this.landing
      this.landing = undefined
      await this.currentPage.goto(to)
    }
    return this.currentPage
  }

  /** Whether a sign-in has happened since the page last loaded (its next look would land on the console home). */
  get signedInSinceLoad() {
    return this.landing !== undefined
  }

  /** The page, for a step about to open an address of its own: no landing on the home first. */
  async pageToOpen(): Promise<Page> {
    this.landing = undefined
    return this.page()
  }

  /** The user the scenario last signed in through `signIn`. */
  signedInAs?: string

  /** Signs the persona in (tasks/ui/sign-in.ts); the page lands on /ui/ when a step first looks at it. */
  async signIn(username: Username, options: { keepSignedIn?: boolean } = {}) {
    await signInOverHttp(await this.browserContext(), this.baseUrl, username, options)
    this.signedInAs = username
    this.landing = '/ui/'
  }

  url(path: string) {
    return new URL(path, this.baseUrl).toString()
  }
}

setWorldConstructor(ConsoleWorld)

Before(async function (this: ConsoleWorld) {
  this.baseUrl = target!.url
  this.api = new ApiSession(target!.url)
  const res = await fetch(`${target!.url}/__mock/reset`, { method: 'POST' })
  if (!res.ok) throw new Error(`mock reset failed: ${res.status}`)
})

After(async function (this: ConsoleWorld, { result, pickle }) {
  if (!this.context) return
  const page = this.currentPage
  if (result?.status === Status.FAILED && page) {
    const shot = await page.screenshot().catch(() => undefined)
    if (shot) this.attach(shot, 'image/png')
    this.attach(`url at failure: ${page.url()} (${pickle.name})`)
  }
  // Only a passing scenario's context is kept, and only once it is proved empty; any other is closed.
  // Both are bounded: a cleanup or a close that hangs (seen under load) gives the context up, it does not
  // fail the scenario that has already passed.
  if (kept?.context === this.context && result?.status === Status.PASSED && (await within(cleanForNextScenario(kept), 10_000, false))) return
  if (kept?.context === this.context) kept = undefined
  await within(this.context.close().then(() => true), 10_000, false)
})

/** `work`'s answer, or `fallback` once `ms` have passed without one. */
function within<T>(work: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<T>((resolve) => (timer = setTimeout(() => resolve(fallback), ms)))
  return Promise.race([work.catch(() => fallback), late]).finally(() => clearTimeout(timer))
}
