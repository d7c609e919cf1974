import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import { Shell } from '../e2e/pages/shell'
import { SignInPage } from '../e2e/pages/sign-in-page'
import type { ConsoleWorld } from './support/world'
import { grantOnly, systemRoleOnly } from './tasks/api/grant'
import { interceptOffOrigin, landingAfterLogout, landingAfterSignInPosting, offOrigin } from './tasks/ui/open-redirect'
import { seededOrgId, storeCurrentOrg } from './tasks/ui/sign-in'
import { ApiSession } from './tasks/api/api-session'
import { expect } from '../e2e/page-state'
import { landingAfterLogoutOverHttp, landingAfterSignInPostingOverHttp } from './tasks/api/redirects'
import { settled } from '../e2e/page-state'

// Vocabulary: sessions, signing in and out, landing pages (shell §2, §4).

Given('a visitor without a session', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.context().clearCookies()
})

When('they open {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.pageToOpen()
  await page.goto(path)
})

Then('they see the sign-in page', async function (this: ConsoleWorld) {
  const signIn = new SignInPage(await this.page())
  assert.ok(await signIn.isShown(), 'expected the sign-in page')
})

When('they sign in as {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const page = await this.page()
  const signIn = new SignInPage(page)
  // A page opened on the console without a session is sent to sign in by the start-up guard: wait for
  // that redirect rather than racing it with a navigation of our own.
  if (page.url() === 'about:blank') await page.goto('/ui/')
  await page.waitForURL((url) => url.pathname.startsWith('/core/auth/login/'))
  await signIn.signIn(persona)
})

When('they sign in as {persona} up to the MFA step', async function (this: ConsoleWorld, persona: PersonaName) {
  const page = await this.page()
  await new SignInPage(page).signIn(persona, { stopAtMfa: true })
})

Then('they are asked for an MFA code', async function (this: ConsoleWorld) {
  await new SignInPage(await this.page()).mfaForm().waitFor()
})

When('they enter the MFA code {string}', async function (this: ConsoleWorld, code: string) {
  await new SignInPage(await this.page()).enterMfaCode(code)
})

Given('{persona} has signed in', async function (this: ConsoleWorld, persona: PersonaName) {
  await this.signIn(persona)
})

Given('{persona} has signed in, ticking {string}', async function (this: ConsoleWorld, persona: PersonaName, box: string) {
  assert.equal(box, 'Keep me signed in', 'the sign-in page has one box to tick')
  await this.signIn(persona, { keepSignedIn: true })
})

Given('the Default user {string} holding only {list} has signed in', async function (this: ConsoleWorld, username: string, perms: string[]) {
  await grantOnly(this.baseUrl, username, perms)
  await this.signIn(username)
})

Given('the user {string} holds only {list} in {string}', async function (this: ConsoleWorld, username: string, perms: string[], org: string) {
  await grantOnly(this.baseUrl, username, perms, seededOrgId(org))
})

Given('{string} has signed in with {string} as the current organisation', async function (this: ConsoleWorld, username: string, org: string) {
  await storeCurrentOrg(await this.browserContext(), this.baseUrl, username, { id: seededOrgId(org), name: org })
  await this.signIn(username)
})

Given('the user {string} whose only system role holds {list} has signed in', async function (this: ConsoleWorld, username: string, perms: string[]) {
  await systemRoleOnly(this.baseUrl, username, perms)
  await this.signIn(username)
})

Then('they land on the console dashboard', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.waitForURL('**/ui/console/dashboard')
  await new Shell(page).heading().filter({ hasText: 'Dashboard' }).waitFor()
})

Then('they land on the workbench', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.waitForURL('**/ui/workbench/home')
  await new Shell(page).heading().filter({ hasText: 'Workbench' }).waitFor()
})

Then('they are on {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  await page.waitForURL((url) => url.pathname + url.search === path)
})

Then('the view switcher offers exactly {list}', async function (this: ConsoleWorld, views: string[]) {
  const tabs = new Shell(await this.page()).viewTabs()
  await tabs.first().waitFor()
  // A language chosen a moment ago brings its words on its own time: the tabs are read until they settle.
  await expect.poll(() => tabs.allInnerTexts()).toEqual(views)
})

When('they log out', async function (this: ConsoleWorld) {
  await new Shell(await this.page()).logout()
})

Then('the footer shows {string}', async function (this: ConsoleWorld, text: string) {
  await new Shell(await this.page()).footer().getByText(text, { exact: true }).waitFor()
})

// ── Where a next= may send the browser (security rule: redirects only to same-origin paths) ─────────

/** Table cells cannot hold a tab: `\t` in a feature stands for one (Gherkin already reads `\n` and `\\`). */
const withTabs = (value: string) => value.replace(/\\t/g, '\t')

Given('every request to another host is intercepted and counted', async function (this: ConsoleWorld) {
  await interceptOffOrigin(this)
})

// Each row is a sign-in that stops at the address it leads to, without loading the console there. A long
// table on a loaded machine needs more than the default 30 s.
async function signInWithEach(world: ConsoleWorld, table: DataTable, landing: (next: string) => Promise<string>) {
  const rows = []
  for (const row of table.hashes()) rows.push({ next: row.next, expected: row['lands on'], landed: await landing(withTabs(row.next)) })
  world.memory.landings = rows
}

When('{persona} signs in through a sign-in form posting each next below:', { timeout: 10 * 60_000 }, async function (this: ConsoleWorld, persona: PersonaName, table: DataTable) {
  await signInWithEach(this, table, (next) => landingAfterSignInPosting(this, persona, next))
})

When('{persona} signs in after a logout link carrying each next below:', { timeout: 10 * 60_000 }, async function (this: ConsoleWorld, persona: PersonaName, table: DataTable) {
  await signInWithEach(this, table, (next) => landingAfterLogout(this, persona, next))
})

// The same tables over HTTP (tasks/api/redirects.ts): the server's redirect decision and the browser's
// resolving of each Location, row by row in milliseconds; the browser proves the wiring on a few rows.
async function signInOverHttpWithEach(world: ConsoleWorld, table: DataTable, landing: (session: ApiSession, next: string, offOrigin: string[]) => Promise<string>) {
  const session = new ApiSession(world.baseUrl)
  const offOrigin: string[] = []
  world.memory.offOrigin = offOrigin
  const rows = []
  for (const row of table.hashes()) rows.push({ next: row.next, expected: row['lands on'], landed: await landing(session, withTabs(row.next), offOrigin) })
  world.memory.landings = rows
}

When('a client signs in as {persona} through a sign-in form posting each next below:', async function (this: ConsoleWorld, persona: PersonaName, table: DataTable) {
  await signInOverHttpWithEach(this, table, (session, next, offOrigin) => landingAfterSignInPostingOverHttp(session, persona, next, offOrigin))
})

When('a client signs in as {persona} after a logout link carrying each next below:', async function (this: ConsoleWorld, persona: PersonaName, table: DataTable) {
  await signInOverHttpWithEach(this, table, (session, next, offOrigin) => landingAfterLogoutOverHttp(session, persona, next, offOrigin))
})

Then('no redirect led off the origin', function (this: ConsoleWorld) {
  assert.deepEqual(offOrigin(this), [])
})

Then('every sign-in landed where the table says', function (this: ConsoleWorld) {
  const rows = this.memory.landings ?? []
  assert.ok(rows.length > 0, 'no sign-in was recorded')
  assert.deepEqual(
    rows.map(({ next, landed }) => ({ next, landed })),
    rows.map(({ next, expected }) => ({ next, landed: expected })),
  )
})

When('they open {string} with the next {string}', async function (this: ConsoleWorld, path: string, next: string) {
  const page = await this.pageToOpen()
  await page.goto(`${path}?next=${encodeURIComponent(withTabs(next))}`)
})

Then('no request left the origin', async function (this: ConsoleWorld) {
  // Negative check: once the page has settled (no request in flight, the work they brought done).
  await settled(await this.page())
  assert.deepEqual(offOrigin(this), [])
})
