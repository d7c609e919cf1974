import type { Page } from 'playwright'
import { SignInPage } from '../../../e2e/pages/sign-in-page'
import type { PersonaName } from '../../../fixtures/personas'
import type { ConsoleWorld } from '../../support/world'
import { address } from '../api/redirects'

// Security rule of the project: redirects only to same-origin paths. Every request the browser makes to
// another origin is recorded from the browser's own request events, which include each hop of a redirect
// (Playwright's routing sees only the first URL of a redirect chain). Routing answers the requests it does
// see, so that a page sent elsewhere by script shows "Another origin" instead of a DNS error; a script a
// next= managed to run (javascript:alert) shows up as a dialog.
export async function interceptOffOrigin(world: ConsoleWorld) {
  const origin = new URL(world.baseUrl).origin
  const seen: string[] = []
  world.memory.offOrigin = seen
  const context = await world.browserContext()
  context.on('request', (request) => {
    if (new URL(request.url()).origin !== origin) seen.push(request.url())
  })
  await context.route(
    (url) => url.origin !== origin,
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Another origin</h1>' }),
  )
  const watchDialogs = (page: Page) => page.on('dialog', (dialog) => {
    seen.push(`dialog: ${dialog.message()}`)
    void dialog.dismiss()
  })
  context.pages().forEach(watchDialogs)
  context.on('page', watchDialogs)
}

/** What left the origin since `interceptOffOrigin`: requests to other hosts and dialogs opened by script. */
export function offOrigin(world: ConsoleWorld): string[] {
  const seen = world.memory.offOrigin
  if (!seen) throw new Error('requests to other hosts are not intercepted in this scenario')
  return seen
}


// A navigation that fails (a host that does not resolve) never commits, so where the browser went is the
// last document it asked for, each hop of a redirect included; anything else wrong shows there too (the
// sign-in page's own address). Chromium then shows its error page: wait until it does, so that its
// navigation cannot cut the next row short.
const settleAfterFailure = (page: Page) => () =>
  page.waitForURL((url) => url.protocol === 'chrome-error:', { waitUntil: 'commit' }).catch(() => undefined)

/** `visit` in the scenario's page (one page throughout: closing a page mid-load can hang); the last document it asked for. */
async function landing(world: ConsoleWorld, visit: (page: Page) => Promise<void>): Promise<string> {
  const page = await world.pageToOpen()
  let last = world.memory.lastDocument
  if (last?.page !== page) {
    const noted = { page, url: '' }
    world.memory.lastDocument = last = noted
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) noted.url = request.url()
    })
  }
  last.url = ''
  await visit(page)
  return address(new URL(world.baseUrl).origin, new URL(last.url))
}

/** Posts the platform's sign-in form carrying `next`, as an attacker's page would; where the browser goes. */
export function landingAfterSignInPosting(world: ConsoleWorld, username: PersonaName, next: string): Promise<string> {
  return landing(world, async (page) => {
    await page.goto('/core/auth/login/')
    const signIn = new SignInPage(page)
    await signIn.next().evaluate((input, value) => ((input as HTMLInputElement).value = value), next)
    await signIn.signIn(username, { waitUntil: 'commit' }).catch(settleAfterFailure(page))
  })
}

/** Follows a logout link carrying `next`, then signs in on the page it leads to; where the browser goes. */
export function landingAfterLogout(world: ConsoleWorld, username: PersonaName, next: string): Promise<string> {
  return landing(world, async (page) => {
    await page.goto(`/core/auth/logout/?next=${encodeURIComponent(next)}`)
    const signIn = new SignInPage(page)
    if (!(await signIn.isShown())) throw new Error(`logout with the next ${JSON.stringify(next)} did not lead to the sign-in page`)
    await signIn.signIn(username, { waitUntil: 'commit' }).catch(settleAfterFailure(page))
  })
}
