import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { expectNoSeriousViolations } from '../e2e/axe'
import { expect, settled } from '../e2e/page-state'
import type { Locator, Page } from 'playwright'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'
import { expectScheme, type Scheme } from './tasks/ui/theme'

// Issue 26: axe-core on what the user sees now (the page, or the dialog, drawer or menu open on it).
Then('the page has no serious or critical accessibility violations', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  await expectNoSeriousViolations(page, page.url())
})

Given('the system prefers the {word} colour scheme', function (this: ConsoleWorld, scheme: string) {
  assert.ok(scheme === 'dark' || scheme === 'light', `no colour scheme "${scheme}"`)
  assert.equal(this.context, undefined, 'the colour scheme is set before the browser opens')
  this.colorScheme = scheme
})

/** Light or dark as a user sees it: the luminance of the page's background behind the main content. */
Then('the console is {word}', async function (this: ConsoleWorld, scheme: Scheme) {
  await expectScheme(await this.page(), scheme)
})

Then('the Content-Security-Policy blocked nothing on the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), [])
})

type Answer = { headers: Record<string, string>; nonce?: string }

/** An answer's headers, and the nonce its page carries (the csp-nonce meta index.html holds). */
async function ask(w: ConsoleWorld, path: string): Promise<Answer> {
  const res = await fetch(w.url(path), { redirect: 'manual' })
  const text = await res.text()
  return { headers: Object.fromEntries(res.headers), nonce: /<meta property="csp-nonce" nonce="([^"]*)"/.exec(text)?.[1] }
}

When('a client asks for {string}', async function (this: ConsoleWorld, path: string) {
  this.last = { body: await ask(this, path) }
})

When('a client asks for {string} twice', async function (this: ConsoleWorld, path: string) {
  this.last = { body: [await ask(this, path), await ask(this, path)] }
})

// "<the page's nonce>" in the expected value stands for the nonce the page itself carries.
Then('the answer carries the header {string} as {string}', function (this: ConsoleWorld, name: string, value: string) {
  const answer = this.last.body as Answer
  if (value.includes("<the page's nonce>")) {
    assert.match(answer.nonce ?? '', /^[A-Za-z0-9+/=]{16,}$/, 'the page carries a nonce')
    value = value.replace("<the page's nonce>", answer.nonce!)
  }
  assert.equal(answer.headers[name.toLowerCase()], value)
})

Then("the two answers' nonces differ", function (this: ConsoleWorld) {
  const [a, b] = this.last.body as Answer[]
  assert.ok(a.nonce && b.nonce, 'both pages carry a nonce')
  assert.notEqual(a.nonce, b.nonce)
})

// Issue 26, keyboard first: these steps move only with the keyboard; the locators name where the focus
// should be, never where to click.
type Role = 'button' | 'link' | 'textbox' | 'searchbox' | 'combobox' | 'menuitem'
const ROLES: Role[] = ['button', 'link', 'textbox', 'searchbox', 'combobox', 'menuitem']

/** A dialog or an alert dialog (a confirmation), by its name when given. */
const dialogOf = (page: Page, name?: string) => {
  const named = name === undefined ? {} : { name }
  return page.getByRole('dialog', named).or(page.getByRole('alertdialog', named))
}

function target(page: Page, role: string, name: string, within?: { row?: string; dialog?: boolean }): Locator {
  assert.ok((ROLES as string[]).includes(role), `no role "${role}" for the keyboard steps`)
  const scope = within?.row ? page.getByRole('row').filter({ hasText: within.row }) : within?.dialog ? dialogOf(page) : page
  return scope.getByRole(role as Role, { name, exact: true }).first()
}

const focused = (el: Locator) => el.evaluate((e) => e === document.activeElement || e.contains(document.activeElement)).catch(() => false)

/** Tab (forward only) until the element has the focus; at most 150 stops. */
async function tabTo(page: Page, el: Locator, what: string) {
  await el.waitFor()
  for (let i = 0; i < 150; i++) {
    if (await focused(el)) return
    await page.keyboard.press('Tab')
  }
  assert.fail(`150 Tab stops never reached ${what}`)
}

When('they tab to the {word} {string}', async function (this: ConsoleWorld, role: string, name: string) {
  const page = await this.page()
  await tabTo(page, target(page, role, name), `the ${role} "${name}"`)
})

When('they tab to the {word} {string} in the row {string}', async function (this: ConsoleWorld, role: string, name: string, row: string) {
  const page = await this.page()
  await tabTo(page, target(page, role, name, { row }), `the ${role} "${name}" of the row "${row}"`)
})

When('they tab to the {word} {string} in the dialog', async function (this: ConsoleWorld, role: string, name: string) {
  const page = await this.page()
  await tabTo(page, target(page, role, name, { dialog: true }), `the ${role} "${name}" of the dialog`)
})

When('they type {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).keyboard.type(text)
})

Then('the focus is on the {word} {string}', async function (this: ConsoleWorld, role: string, name: string) {
  await expect(target(await this.page(), role, name)).toBeFocused()
})

Then('the focus is on the {word} {string} in the row {string}', async function (this: ConsoleWorld, role: string, name: string, row: string) {
  await expect(target(await this.page(), role, name, { row })).toBeFocused()
})

Then('the focus is on the main content', async function (this: ConsoleWorld) {
  await expect((await this.page()).getByRole('main')).toBeFocused()
})

Then('the focus is in the dialog {string}', async function (this: ConsoleWorld, name: string) {
  const dialog = dialogOf(await this.page(), name)
  await expect.poll(() => focused(dialog), { message: `the focus is in the dialog "${name}"` }).toBe(true)
})

Then('the focus is in the banner', async function (this: ConsoleWorld) {
  const banner = (await this.page()).getByRole('banner')
  await expect.poll(() => focused(banner), { message: 'the focus is in the banner (the navbar)' }).toBe(true)
})

// Issue 26, bidi: "<RLO>" in a feature stands for U+202E (invisible in a feature file); an isolate is the
// name between FSI (U+2068) and PDI (U+2069), the plain-text form of <bdi>.
const withRlo = (text: string) => text.replaceAll('<RLO>', '\u202E')
const isolated = (name: string) => `\u2068${withRlo(name)}\u2069`

Given('the user {string} is renamed {string}, <RLO> standing for the right-to-left override', async function (this: ConsoleWorld, username: string, name: string) {
  const id = await userIdOf(this.baseUrl, username)
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request('PATCH', `/api/v1/users/users/${id}/`, { name: withRlo(name) })
  assert.equal(res.status, 200, JSON.stringify(res.body))
})

async function expectIsolate(where: Locator, name: string) {
  await expect(where).toContainText(isolated(name))
}

Then('the row of {string} shows {string} as an isolate', async function (this: ConsoleWorld, row: string, name: string) {
  await expectIsolate((await this.page()).getByRole('row').filter({ hasText: row }), name)
})

Then('the dialog {string} shows {string} as an isolate', async function (this: ConsoleWorld, dialog: string, name: string) {
  await expectIsolate(dialogOf(await this.page(), dialog), name)
})

Then("the page's heading shows {string} as an isolate", async function (this: ConsoleWorld, name: string) {
  await expectIsolate((await this.page()).getByRole('heading', { level: 1 }), name)
})
