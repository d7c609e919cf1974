import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { menuItem, navbar, navbarControl, sidebar, sidebarLacks, sidebarOffers } from './tasks/ui/shell'
import { checkEachRow, visitWithin } from './tasks/ui/walk'
import { listOf } from './support/parameter-types'

// Vocabulary: the shell's menus, navbar, views and pages (shell §1, §2, §6).

Then('the sidebar offers {list}', async function (this: ConsoleWorld, names: string[]) {
  await sidebarOffers(await this.page(), names)
})

Then('the sidebar does not offer {list}', async function (this: ConsoleWorld, names: string[]) {
  await sidebarLacks(await this.page(), names)
})

// A table of pages walked in one scenario (tasks/ui/walk.ts): each row's page is opened, the first
// loaded and the next followed inside the console, and its sidebar offers the row's entries (`entry`
// or `offers`, a list) and none of its `lacks`. Other columns document the row.
Then('the sidebar of each page below offers its entries:', { timeout: 600_000 }, async function (this: ConsoleWorld, table: DataTable) {
  await checkEachRow(this, table.hashes(), async (row, first) => {
    const page = await visitWithin(this, row.page!, first)
    await sidebarOffers(page, listOf(row.entry ?? row.offers ?? ''))
    if (row.lacks !== undefined) await sidebarLacks(page, listOf(row.lacks))
  })
})

Then('the navbar offers {list}', async function (this: ConsoleWorld, names: string[]) {
  const page = await this.page()
  for (const name of names) await navbarControl(page, name).first().waitFor()
})

Then('the navbar does not offer {list}', async function (this: ConsoleWorld, names: string[]) {
  const page = await this.page()
  await navbar(page).getByRole('button', { name: 'Account menu' }).waitFor()
  await settled(page)
  for (const name of names) assert.equal(await navbarControl(page, name).count(), 0, `${name} is in the navbar`)
})

When('they open the {string} menu', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await page.getByRole('button', { name, exact: true }).or(page.getByRole('button', { name: new RegExp(`^${name}`) })).first().click()
  await page.getByRole('menu').first().waitFor()
})

Then('the menu offers {list}', async function (this: ConsoleWorld, names: string[]) {
  const page = await this.page()
  for (const name of names) await menuItem(page, name).first().waitFor()
})

Then('the menu does not offer {list}', async function (this: ConsoleWorld, names: string[]) {
  const page = await this.page()
  await page.getByRole('menu').first().waitFor()
  await settled(page)
  for (const name of names) assert.equal(await menuItem(page, name).count(), 0, `${name} is in the menu`)
})

Then('the menu item {string} is {word}', async function (this: ConsoleWorld, name: string, state: string) {
  const item = menuItem(await this.page(), name).first()
  await item.waitFor()
  const disabled = (await item.getAttribute('aria-disabled')) === 'true'
  assert.equal(disabled, state === 'disabled', `${name} should be ${state}`)
})

When('they close the menu', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
})

When('they follow the link {string}', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('link', { name, exact: true }).first().click()
})

When('they choose {string} in the menu', async function (this: ConsoleWorld, name: string) {
  await menuItem(await this.page(), name).first().click()
})

When('they follow {string} in the sidebar', async function (this: ConsoleWorld, name: string) {
  await sidebar(await this.page()).getByRole('link', { name, exact: true }).first().click()
})

When('they press the {string} button', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('button', { name, exact: true }).first().click()
})

Then('the button {string} is {word}', async function (this: ConsoleWorld, name: string, state: string) {
  const button = (await this.page()).getByRole('button', { name, exact: true }).first()
  if (state === 'enabled') await expect(button).toBeEnabled()
  else if (state === 'disabled') await expect(button).toBeDisabled()
  else throw new Error(`a button is enabled or disabled, not ${state}`)
})

When('they switch to the {string} view', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('tab', { name, exact: true }).click()
})

// Issue 24: the shell's menus and tabs are fetched on first use (src/shell/first-use.tsx). Here that
// fetch is held while the pointer goes down on the control, and let in before it comes up: the press
// must still open the menu or choose the tab.
When('they press {string} while the shell\'s widgets arrive', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  const widgetsChunk = /\/assets\/widgets-[^/]*\.js$/
  let letIn = () => {}
  const held = new Promise<void>((resolve) => (letIn = resolve))
  await page.route(widgetsChunk, async (route) => {
    await held
    await route.continue()
  })
  try {
    const control = page.getByRole('button', { name, exact: true }).or(page.getByRole('tab', { name, exact: true })).first()
    const asked = page.waitForRequest(widgetsChunk)
    await control.hover()
    await page.mouse.down()
    const url = (await asked).url()
    letIn()
    // The chunk and what it imports evaluated (the same module the shell imported), then a little
    // more for the shell to have been told.
    await page.evaluate(async (chunk) => {
      await import(/* @vite-ignore */ chunk)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }, url)
    await page.mouse.up()
  } finally {
    await page.unroute(widgetsChunk)
  }
})

Then('the page explains {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByRole('main').getByText(text, { exact: false }).first().waitFor()
})

Then('they see the heading {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByRole('heading', { level: 1, name: text, exact: true }).waitFor()
})

// A table of addresses walked in one scenario (tasks/ui/walk.ts: the first loaded, the next followed
// inside the console once the last has settled, every failing row named): each shows the heading and,
// with a `menu` column, its sidebar does not offer the row's menu. A `path` under a prefix given in the
// step is written without it.
async function eachAddressShows(w: ConsoleWorld, under: string, text: string, table: DataTable) {
  await checkEachRow(w, table.hashes(), async (row, first) => {
    const path = under + row.path!
    const page = await visitWithin(w, path, first)
    await expect(page.getByRole('heading', { level: 1, name: text, exact: true }), `${path}: the heading "${text}"`).toBeVisible()
    if (row.menu !== undefined) await sidebarLacks(page, listOf(row.menu))
  })
}

Then('each address below shows the heading {string}:', { timeout: 600_000 }, async function (this: ConsoleWorld, text: string, table: DataTable) {
  await eachAddressShows(this, '', text, table)
})

Then('each address below under {string} shows the heading {string}, its sidebar not offering its menu:', { timeout: 600_000 }, async function (this: ConsoleWorld, under: string, text: string, table: DataTable) {
  await eachAddressShows(this, under, text, table)
})

Then('they see {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(text, { exact: true }).first().waitFor()
})

Then('they do not see {string}', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await settled(page)
  assert.equal(await page.getByText(text, { exact: true }).count(), 0, `${text} is shown`)
})

// A modal hides the rest of the page from screen readers while it is open (aria-hidden on the console's
// root); once it is gone, whatever closed it (a route change included), nothing of the page stays hidden.
Then('no part of the page is hidden from screen readers', async function (this: ConsoleWorld) {
  const page = await this.page()
  const hiddenAboveContent = () =>
    page.evaluate(() => {
      const hidden: string[] = []
      for (let e: Element | null = document.querySelector('main') ?? document.getElementById('root'); e; e = e.parentElement)
        if (e.getAttribute('aria-hidden') === 'true') hidden.push(e.id ? `#${e.id}` : e.tagName.toLowerCase())
      return hidden
    })
  await expect.poll(hiddenAboveContent, { message: 'elements left aria-hidden above the page content' }).toEqual([])
})

Then('the view switcher is on {string}', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('tab', { name, exact: true, selected: true }).waitFor()
})

Then('the address is {string}', async function (this: ConsoleWorld, path: string) {
  await (await this.page()).waitForURL((url) => url.pathname + url.search === path, { waitUntil: 'commit' })
})

// A document's navigation entry keeps the address it was loaded at; moves inside the app do not change it.
Then('the console was loaded afresh at {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  await expect
    .poll(() => page.evaluate(() => {
      const entry = performance.getEntriesByType('navigation')[0]
      return entry ? new URL(entry.name).pathname + new URL(entry.name).search : null
    }).catch(() => null))
    .toBe(path)
})

Then('the address starts with {string}', async function (this: ConsoleWorld, prefix: string) {
  await (await this.page()).waitForURL((url) => (url.pathname + url.search).startsWith(prefix), { waitUntil: 'commit' })
})

When('they go back in the browser', async function (this: ConsoleWorld) {
  await (await this.page()).goBack({ waitUntil: 'commit' })
})

Then('the address has the query {string}', async function (this: ConsoleWorld, query: string) {
  await (await this.page()).waitForURL((url) => url.search === query, { waitUntil: 'commit' })
})

Then('the navbar link {string} opens {string} in a new tab', async function (this: ConsoleWorld, name: string, href: string) {
  const link = navbar(await this.page()).getByRole('link', { name, exact: true })
  assert.equal(await link.getAttribute('href'), href)
  assert.equal(await link.getAttribute('target'), '_blank')
})

Then('the tags bar shows exactly {list}', async function (this: ConsoleWorld, names: string[]) {
  const bar = (await this.page()).getByRole('navigation', { name: 'Visited pages' })
  await bar.waitFor()
  const expected = names
  await (await this.page()).waitForFunction(
    (want) => JSON.stringify(Array.from(document.querySelectorAll('nav[aria-label="Visited pages"] li a')).map((a) => a.textContent)) === JSON.stringify(want),
    expected,
  ).catch(async () => assert.deepEqual(await bar.getByRole('link').allInnerTexts(), expected))
})

When('they follow the page tag {string}', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('navigation', { name: 'Visited pages' }).getByRole('link', { name, exact: true }).click()
})

When('they scroll to the bottom of the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  const y = await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight)
    return window.scrollY
  })
  assert.ok(y > 0, 'the page is too short to scroll')
})

// Once the page shows its heading, the window is scrolled to its top (domain §2).
Then('the page is at its top', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('main').getByRole('heading', { level: 1 }).first().waitFor()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
})

When('they choose {string} from the page tag actions', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await page.getByRole('button', { name: 'Page tag actions' }).click()
  await menuItem(page, name).first().click()
})

// ---- the navbar's dropdowns, pointed at (shell §9: shown 50 ms later) ---------------------------

When('they point at the navbar button {string}', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await navbarControl(page, name).hover()
  // The first hover fetches the dropdown's code (first-use.tsx); its delay runs once it is here.
  await settled(page)
})

When('they press the navbar button {string}', async function (this: ConsoleWorld, name: string) {
  await navbarControl(await this.page(), name).click()
})

Then('no menu is shown', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  assert.equal(await page.getByRole('menu').count(), 0, 'a menu is shown')
})

Then('the menu item {string} links to {string}', async function (this: ConsoleWorld, name: string, href: string) {
  await expect(menuItem(await this.page(), name).first()).toHaveAttribute('href', href)
})
