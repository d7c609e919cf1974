import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import type { Response } from 'playwright'
import { expect, settled } from '../e2e/page-state'
import type { PersonaName } from '../fixtures/personas'
import { DetailPage } from '../e2e/pages/detail-page'
import { FormPage } from '../e2e/pages/form-page'
import { ListPage } from '../e2e/pages/list-page'
import { RESOURCE_PATHS, type ResourceName } from './support/resource-names'
import { recordWrites } from './support/sent-writes'
import { confirmDeletion } from './tasks/ui/shell'
import { checkEachRow, followWithin } from './tasks/ui/walk'
import type { ConsoleWorld } from './support/world'

// Vocabulary: any resource of domain §2 by its spec name ("the user group list"), through the
// generic list, form and detail pages. Paths come from the hand-written map of support/resource-names.ts.
const listPath = (resource: ResourceName) => `/ui${RESOURCE_PATHS[resource]}`
/** The list narrowed by the free search (shell §2: the search lives in the address). */
const searched = (resource: ResourceName, text: string) => `${listPath(resource)}?search=${encodeURIComponent(text)}`

async function openList(w: ConsoleWorld, path: string) {
  const signedIn = w.signedInSinceLoad
  const page = await w.pageToOpen()
  // A write the last step started (a form submitted, a row deleted) is answered before the page leaves:
  // leaving first could cut it short, or read the list before it.
  await settled(page)
  const to = new URL(path, w.baseUrl)
  const here = page.url() === 'about:blank' ? undefined : new URL(page.url())
  if (!signedIn && here?.pathname === to.pathname && here.search === '' && to.searchParams.has('search')) {
    // The same list already shown, unfiltered, now searched: followed inside the console, as a user searching
    // does (the search lives in the address), instead of a second start-up. Only from the list itself: from a
    // form or a detail, a saved form's own way back to its list could land after the followed address (seen
    // when every list was followed). Only from no search: the console writes a search into `filters`, and a
    // search it has just shown is answered from its cache, with no call to wait for. The step goes on once
    // the list's own call with that search is answered.
    const search = to.searchParams.get('search')
    const answered = page.waitForResponse((r) => r.request().method() === 'GET' && new URL(r.url()).pathname.startsWith('/api/') && new URL(r.url()).searchParams.get('search') === search)
    await followWithin(page, to.pathname + to.search)
    await answered
    await settled(page)
  } else {
    // Loaded: after a sign-in (the console starts again as the new user), from another page, or the same address.
    await page.goto(path)
  }
  const list = new ListPage(page)
  // Settled (no longer busy): rows drawn, or the empty table's single row.
  await list.table().and(page.locator('table[aria-busy="false"]')).locator('tbody tr').first().waitFor()
  return list
}

Given('{persona} opens the {resource} list', async function (this: ConsoleWorld, persona: PersonaName, resource: ResourceName) {
  await this.signIn(persona)
  await openList(this, listPath(resource))
})

When('they open the {resource} list', async function (this: ConsoleWorld, resource: ResourceName) {
  await openList(this, listPath(resource))
})

Given('{persona} opens the new {resource} form', async function (this: ConsoleWorld, persona: PersonaName, resource: ResourceName) {
  await this.signIn(persona)
  const page = await this.pageToOpen()
  recordWrites(this, page)
  await page.goto(`${listPath(resource)}/create`)
  await new FormPage(page).waitUntilLoaded()
})

When('they create a(n) {resource} with:', async function (this: ConsoleWorld, resource: ResourceName, fields: DataTable) {
  const page = await this.pageToOpen()
  await page.goto(`${listPath(resource)}/create`)
  const form = new FormPage(page)
  await form.waitUntilLoaded()
  await fillForm(this, form, fields)
  await form.button('Submit').click()
  await page.waitForURL((u) => u.pathname === listPath(resource))
})

/** Fills the form by label: text into inputs, a choice among radios, options into selects (`a, b` picks several). */
async function fillForm(w: ConsoleWorld, form: FormPage, fields: DataTable) {
  const page = await w.page()
  for (const [label, value] of fields.raw()) {
    const box = form.field(label).getByRole('combobox')
    if ((await form.field(label).getByRole('radio').count()) > 0) {
      await form.field(label).getByRole('radio', { name: value, exact: true }).check()
      continue
    }
    if ((await box.count()) === 0) {
      await form.control(label).fill(value)
      await form.control(label).blur()
      continue
    }
    for (const option of value.split(',').map((s) => s.trim())) {
      await box.click()
      await page.getByRole('option', { name: option, exact: true }).or(page.getByRole('menuitemcheckbox', { name: option, exact: true })).click()
      await page.keyboard.press('Escape')
    }
  }
}

When('they change the form:', async function (this: ConsoleWorld, fields: DataTable) {
  const form = new FormPage(await this.page())
  await form.waitUntilLoaded()
  await fillForm(this, form, fields)
  // Submitting an update reads the object again before it writes (issue 22): the step ends once the
  // write is answered, or the form has refused it, so a next step leaving the page cannot cut it off.
  const page = await this.page()
  const written = page.waitForResponse((r) => r.url().includes('/api/') && ['POST', 'PUT', 'PATCH'].includes(r.request().method()), { timeout: 20_000 })
  const refused = form.form().locator('.fui-Field__validationMessage').first().waitFor({ timeout: 20_000 })
  await form.button('Submit').click()
  await Promise.race([written, refused]).catch(() => undefined)
  void written.catch(() => undefined)
  void refused.catch(() => undefined)
})

Then('the {resource} list shows {string}', async function (this: ConsoleWorld, resource: ResourceName, name: string) {
  const list = await openList(this, searched(resource, name))
  await expect(list.row(name).first()).toBeVisible()
})

Then('the {resource} list does not show {string}', async function (this: ConsoleWorld, resource: ResourceName, name: string) {
  const list = await openList(this, searched(resource, name))
  await expect(list.table().locator('tbody')).not.toContainText(name)
})

When('they open the {resource} {string}', async function (this: ConsoleWorld, resource: ResourceName, name: string) {
  const list = await openList(this, searched(resource, name))
  await list.row(name).first().getByRole('link', { name, exact: true }).click()
  await new DetailPage(list.page).chosenTab().waitFor()
})

When('they edit it', async function (this: ConsoleWorld) {
  const detail = new DetailPage(await this.page())
  await detail.button('Update').click()
  await new FormPage(detail.page).waitUntilLoaded()
})

When('they delete it and confirm', async function (this: ConsoleWorld) {
  const page = await this.page()
  await new DetailPage(page).button('Delete').click()
  await confirmDeletion(page)
})

Then('the detail shows {string} as {string}', async function (this: ConsoleWorld, label: string, value: string) {
  const page = await this.page()
  const term = page.getByRole('main').locator('dt').filter({ hasText: new RegExp(`^${label}$`) })
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
})

// A table of one detail's fields (tasks/ui/walk.ts: every failing row is named); other columns document the row.
Then('the detail shows each label below as its value:', async function (this: ConsoleWorld, table: DataTable) {
  const detail = new DetailPage(await this.page())
  await checkEachRow(this, table.hashes(), async (row) => {
    await expect(detail.value(row.label!), `"${row.label}"`).toHaveText(row.value!)
  })
})

Then('the detail does not show {string}', async function (this: ConsoleWorld, label: string) {
  const main = (await this.page()).getByRole('main')
  // The tab's fields are drawn together once their labels are known: wait for them, then look.
  await main.locator('dt').first().waitFor()
  await expect(main.locator('dt').filter({ hasText: new RegExp(`^${label}$`) })).toHaveCount(0)
})

// ---- relation tabs (generic/detail/relation-tab.tsx) ---------------------------------------------

const tabTable = async (w: ConsoleWorld, tab: string) => (await w.page()).getByRole('main').getByRole('table', { name: tab })

When('they add {string} in the tab {string}', async function (this: ConsoleWorld, option: string, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const box = new DetailPage(page).addSelect()
  await box.click()
  await page.getByRole('option', { name: option, exact: true }).or(page.getByRole('menuitemcheckbox', { name: option, exact: true })).click()
  await page.keyboard.press('Escape')
  await page.getByRole('main').getByRole('button', { name: 'Add', exact: true }).click()
})

When('they remove {string} in the tab {string}', async function (this: ConsoleWorld, name: string, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const row = (await tabTable(this, tab)).locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await row.getByRole('button', { name: 'Remove' }).click()
})

Then('the tab {string} lists {list}', async function (this: ConsoleWorld, tab: string, names: string[]) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const rows = (await tabTable(this, tab)).locator('tbody tr[data-row-id]')
  for (const name of names) await expect(rows.filter({ has: page.getByRole('cell', { name, exact: true }) })).toHaveCount(1)
})

Then('the tab {string} does not list {string}', async function (this: ConsoleWorld, tab: string, name: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const table = await tabTable(this, tab)
  await expect(table.locator('tbody tr').first()).toBeVisible()
  await settled(await this.page())
  await expect(table.getByRole('cell', { name, exact: true })).toHaveCount(0)
})

When('they show {int} rows a page in the tab {string}', async function (this: ConsoleWorld, size: number, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const sizes = new DetailPage(page).tabPager(tab).getByRole('combobox', { name: 'Rows per page', exact: true })
  await sizes.focus()
  await sizes.selectOption(String(size))
  await expect(sizes).toHaveValue(String(size))
})

// With the keyboard alone: the page's button is reached with Tab from the rows-per-page select, and pressed with Enter.
When('they go with the keyboard to page {int} of the tab {string}', async function (this: ConsoleWorld, number: number, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const pager = new DetailPage(page).tabPager(tab)
  const button = pager.getByRole('button', { name: `Page ${number}`, exact: true })
  await expect(button).toBeEnabled()
  await pager.getByRole('combobox', { name: 'Rows per page', exact: true }).focus()
  for (let presses = 0; presses < 10; presses++) {
    await page.keyboard.press('Tab')
    if (await button.evaluate((el) => el === document.activeElement)) break
  }
  await expect(button).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-current', 'page')
  // The button is current at once; the rows of the page it names come with its answer.
  await settled(page)
})

// The tab's search is the list's tag search (shell §2): the text, then Enter, held as a tag.
When('they search the tab {string} for {string}', async function (this: ConsoleWorld, tab: string, text: string) {
  const detail = new DetailPage(await this.page())
  await detail.tab(tab).click()
  await detail.tabSearch(tab).fill(text)
  await detail.tabSearch(tab).press('Enter')
  await expect(detail.tabSearchTags().filter({ hasText: text })).toHaveCount(1)
  await settled(detail.page)
})

Then('the tab {string} is searched for {string}', async function (this: ConsoleWorld, tab: string, text: string) {
  const detail = new DetailPage(await this.page())
  await expect(detail.tab(tab)).toHaveAttribute('aria-selected', 'true')
  await expect(detail.tabSearchTags()).toHaveText([`Search: ${text}`])
})

Then('the tab {string} is not searched', async function (this: ConsoleWorld, tab: string) {
  const detail = new DetailPage(await this.page())
  await expect(detail.tabSearch(tab)).toBeVisible()
  await expect(detail.tabSearchTags()).toHaveCount(0)
})

Then('the tab {string} shows page {int}', async function (this: ConsoleWorld, tab: string, number: number) {
  const detail = new DetailPage(await this.page())
  await expect(detail.tab(tab)).toHaveAttribute('aria-selected', 'true')
  await expect(detail.tabPager(tab).getByRole('button', { name: `Page ${number}`, exact: true })).toHaveAttribute('aria-current', 'page')
})

Then('the tab {string} holds no row, saying {string}', async function (this: ConsoleWorld, tab: string, words: string) {
  const table = await tabTable(this, tab)
  await expect(table.getByRole('cell', { name: words, exact: true })).toBeVisible()
  await settled(await this.page())
  await expect(table.locator('tbody tr[data-row-id]')).toHaveCount(0)
})

/** An empty relation: the tab's table says so, no request the tab sent was refused, and no error toast shows. */
Then('the tab {string} holds no row, and no error is shown', async function (this: ConsoleWorld, tab: string) {
  const page = await this.page()
  const refused: string[] = []
  const watch = (r: Response) => {
    if (r.status() >= 400) refused.push(`${r.status()} ${r.url()}`)
  }
  page.on('response', watch)
  try {
    await new DetailPage(page).tab(tab).click()
    const table = await tabTable(this, tab)
    await expect(table.getByRole('cell', { name: 'No data', exact: true })).toBeVisible()
    await settled(page)
    await expect(table.locator('tbody tr[data-row-id]')).toHaveCount(0)
  } finally {
    page.off('response', watch)
  }
  assert.deepEqual(refused, [])
  await expect(page.locator('.fui-Toast')).toHaveCount(0)
})

/** A switch of the page that acts at once (a detail's quick action), not a form's field. */
When('they turn the {string} switch off', async function (this: ConsoleWorld, label: string) {
  const box = (await this.page()).getByRole('main').getByRole('switch', { name: label, exact: true })
  await expect(box).toBeChecked()
  // The switch follows the server: it turns off once the change is saved and the detail read again, so the
  // step clicks and waits for that (uncheck() wants the state changed the moment it has clicked).
  await box.click()
  await expect(box).not.toBeChecked()
})
