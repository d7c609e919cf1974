import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import type { ConsoleWorld } from './support/world'
import { settled } from '../e2e/page-state'
import { seededOrgId, storeCurrentOrg } from './tasks/ui/sign-in'

// Vocabulary: the browser's clock, cookies, storage and window (shell §1, §4, §7, §9).

Given('the browser clock is under test control', async function (this: ConsoleWorld) {
  await (await this.page()).clock.install()
})

Given('the browser clock is paused', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
})

When('the browser clock runs again', async function (this: ConsoleWorld) {
  await (await this.page()).clock.resume()
})

When(/^(\d+) (seconds?|milliseconds?) pass(?:es)?$/, async function (this: ConsoleWorld, amount: string, unit: string) {
  await (await this.page()).clock.runFor(Number(amount) * (unit.startsWith('second') ? 1000 : 1))
})

const cookieIn = async (w: ConsoleWorld, name: string) => {
  const cookie = (await (await w.browserContext()).cookies()).find((c) => c.name === name)
  assert.ok(cookie, `no cookie ${name}`)
  return cookie
}
When('they note when the cookie {string} expires', async function (this: ConsoleWorld, name: string) {
  this.memory.cookieExpiry ??= new Map()
  this.memory.cookieExpiry.set(name, (await cookieIn(this, name)).expires)
})

Then('the cookie {string} is still {string}, expiring when noted', async function (this: ConsoleWorld, name: string, value: string) {
  const cookie = await cookieIn(this, name)
  assert.equal(decodeURIComponent(cookie.value), value)
  assert.equal(cookie.expires, this.memory.cookieExpiry?.get(name), `${name} was written again`)
})

/** How late a cookie's expiry may be read after it was written, on a loaded machine. */
const EXPIRY_READ_SLACK_S = 20

Then('the cookie {string} is {string} and expires in {int} minutes', async function (this: ConsoleWorld, name: string, value: string, minutes: number) {
  const page = await this.page()
  const cookie = (await page.context().cookies()).find((c) => c.name === name)
  assert.ok(cookie, `no cookie ${name}`)
  assert.equal(decodeURIComponent(cookie.value), value)
  // Both bounds: a shorter lifetime (or none) fails as surely as a longer one.
  const left = cookie.expires - Date.now() / 1000
  assert.ok(left > minutes * 60 - EXPIRY_READ_SLACK_S && left <= minutes * 60 + 1, `${name} expires in ${Math.round(left)} s, not ${minutes * 60} s`)
})

Then('the cookie {string} is {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const page = await this.page()
  await page.waitForFunction(
    ([n, v]) => document.cookie.split('; ').some((c) => c === `${n}=${encodeURIComponent(v)}` || c === `${n}=${v}`),
    [name, value] as const,
  )
})

When('the cookie {string} is removed', async function (this: ConsoleWorld, name: string) {
  await (await this.browserContext()).clearCookies({ name })
})

Given('the language cookie says {string}', async function (this: ConsoleWorld, value: string) {
  const page = await this.page()
  await page.context().addCookies([{ name: 'django_language', value, url: this.baseUrl }])
})

Given('the window is {int} pixels wide', async function (this: ConsoleWorld, width: number) {
  await (await this.page()).setViewportSize({ width, height: 800 })
})

Then('local storage {string} holds {string}', async function (this: ConsoleWorld, key: string, text: string) {
  const value = await (await this.page()).evaluate((k) => localStorage.getItem(k), key)
  assert.ok(value?.includes(text), `${key} = ${value}`)
})

Then('the sign-in page will return to {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  await page.waitForURL(/\/core\/auth\/login\//)
  assert.equal(new URL(page.url()).searchParams.get('next'), path)
})

Then('the sidebar is {word}', async function (this: ConsoleWorld, state: string) {
  // A closed sidebar on mobile is not displayed at all, so it is found by its state, not its role.
  await (await this.page()).waitForFunction((s) => document.querySelector('nav[data-state]')?.getAttribute('data-state') === s, state)
})

Then('the footer starts {int} pixels from the left', async function (this: ConsoleWorld, x: number) {
  const footer = (await this.page()).getByRole('contentinfo')
  await footer.waitFor()
  await (await this.page()).waitForFunction((px) => Math.round(document.querySelector('footer')!.getBoundingClientRect().x) === px, x)
})

Then('they see the {string} dialog saying {string}', async function (this: ConsoleWorld, title: string, text: string) {
  const dialog = (await this.page()).getByRole('alertdialog', { name: title })
  await dialog.waitFor()
  await dialog.getByText(text, { exact: true }).waitFor()
})

Then('the view switcher tip is shown', async function (this: ConsoleWorld) {
  await (await this.page()).getByRole('note', { name: 'View switcher' }).waitFor()
})

Then('the view switcher tip is not shown', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('tab').first().waitFor()
  await settled(page) // the tip would open in the render after the tabs'
  assert.equal(await page.getByRole('note', { name: 'View switcher' }).count(), 0, 'the tip is shown')
})

Then('the document title is {string}', async function (this: ConsoleWorld, title: string) {
  await (await this.page()).waitForFunction((t) => document.title === t, title)
})

Then('the sidebar background is {string}', async function (this: ConsoleWorld, rgb: string) {
  const page = await this.page()
  await page.waitForFunction((c) => {
    const nav = document.querySelector('nav[data-state]')
    return nav && getComputedStyle(nav).backgroundColor === c
  }, rgb)
})

Then('the {string} button is coloured {string}', async function (this: ConsoleWorld, name: string, rgb: string) {
  const button = (await this.page()).getByRole('button', { name, exact: true }).first()
  await button.waitFor()
  assert.equal(await button.evaluate((b) => getComputedStyle(b).backgroundColor), rgb)
})

Then('the stylesheet {string} is loaded', async function (this: ConsoleWorld, href: string) {
  await (await this.page()).waitForFunction((h) => Boolean(document.querySelector(`link[rel="stylesheet"][href="${h}"]`)), href)
})

Then('the home link reads {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByRole('banner').getByRole('link', { name: 'Home' }).getByText(text, { exact: true }).waitFor()
})

Then('the favicon is {string}', async function (this: ConsoleWorld, href: string) {
  await (await this.page()).waitForFunction((h) => document.querySelector('link[rel="icon"]')?.getAttribute('href') === h, href)
})

Given('{persona} last used the organisation {string} in this browser', async function (this: ConsoleWorld, persona: PersonaName, name: string) {
  await storeCurrentOrg(await this.browserContext(), this.baseUrl, persona, { id: seededOrgId(name), name })
})

Given('the browser language is {string}', function (this: ConsoleWorld, locale: string) {
  assert.equal(this.context, undefined, 'the browser language is chosen before the browser opens')
  this.locale = locale
})
