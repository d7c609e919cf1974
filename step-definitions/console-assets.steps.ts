import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { expect, settled } from '../e2e/page-state'
import type { Page, WebSocket } from 'playwright'
import { DetailPage } from '../e2e/pages/detail-page'
import { FormPage } from '../e2e/pages/form-page'
import type { ConsoleWorld } from './support/world'

// Vocabulary of the asset area's own pages (domain §2 console/assets): the node tree beside the asset
// list, buttons inside a detail tab, the gateway test's port, the task-log popup.

const main = (page: Page) => page.getByRole('main')
/** The page's node tree: the console's asset tree, or the workbench's tree of granted nodes. */
const tree = (page: Page) => main(page).getByRole('tree').first()
const treeItem = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true }).first()
const assetTable = (page: Page) => main(page).getByRole('table').first()

When('they choose {string} in the asset tree', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  const names = path.split('/').map((s) => s.trim())
  for (const [i, name] of names.entries()) {
    const item = treeItem(page, name)
    await item.waitFor()
    if (i < names.length - 1 && (await item.getAttribute('aria-expanded')) !== 'true') await item.locator('[aria-hidden="true"]').first().click()
    else if (i === names.length - 1) await item.getByText(name, { exact: true }).first().click()
  }
})

When('they {word} the node {string} in the asset tree dialog', async function (this: ConsoleWorld, action: string, name: string) {
  const page = await this.page()
  const label = { create: 'Create node', rename: 'Rename node' }[action]
  assert.ok(label, `unknown node action ${action}`)
  await main(page).getByRole('toolbar', { name: 'Node actions' }).getByRole('button', { name: label, exact: true }).click()
  const dialog = page.getByRole('dialog', { name: label })
  await dialog.getByRole('textbox').fill(name)
  await dialog.getByRole('button', { name: 'Submit', exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
})

Then('the asset tree shows {string}', async function (this: ConsoleWorld, name: string) {
  await treeItem(await this.page(), name).waitFor()
})

Then('the asset list lists {string} but not {string}', async function (this: ConsoleWorld, shown: string, hidden: string) {
  const table = assetTable(await this.page())
  await table.getByRole('cell', { name: shown, exact: true }).first().waitFor()
  await settled(await this.page())
  await expect(table.getByRole('cell', { name: hidden, exact: true })).toHaveCount(0)
})

When('they choose {string} from More actions', async function (this: ConsoleWorld, item: string) {
  const page = await this.page()
  await main(page).getByRole('button', { name: 'More actions', exact: true }).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
})

When('they press {string} in the tab {string}', async function (this: ConsoleWorld, button: string, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  await main(page).getByRole('tabpanel').getByRole('button', { name: button, exact: true }).first().click()
})

/** Clicks what opens a popup, and keeps the popup with the frames its sockets receive. */
async function openPopup(w: ConsoleWorld, page: Page, click: () => Promise<void>) {
  // Heard from the moment the window exists, before its scripts open any socket. The popup and the page that
  // opened it share one socket per task (task-log-hub.ts): the popup is served over the page's socket while
  // the page follows the task, so a frame of either window's task-log socket counts.
  const heard: string[] = []
  w.memory.popupFrames = heard
  const hear = (ws: WebSocket) => ws.on('framereceived', (f) => heard.push(String(f.payload)))
  page.on('websocket', hear)
  const popup = page.context().waitForEvent('page')
  await click()
  w.popup = await popup
  w.popup.on('websocket', hear)
  w.popup.once('close', () => page.off('websocket', hear))
}

When('they press {string} in the tab {string} and a popup opens', async function (this: ConsoleWorld, button: string, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  await openPopup(this, page, () => main(page).getByRole('tabpanel').getByRole('button', { name: button, exact: true }).first().click())
})

// From the keyboard: the link takes the focus and Enter follows it, as a keyboard user does.
When('they follow the link {string} with the keyboard and a popup opens', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  const link = main(page).getByRole('link', { name, exact: true })
  await link.focus()
  await expect(link).toBeFocused()
  await openPopup(this, page, () => page.keyboard.press('Enter'))
})

When('they choose {string} in the menu and a popup opens', async function (this: ConsoleWorld, item: string) {
  const page = await this.page()
  await openPopup(this, page, () => page.getByRole('menuitem', { name: item, exact: true }).click())
})

Then("the popup's log shows {string}, sent over the socket", async function (this: ConsoleWorld, text: string) {
  const popup = this.popup
  assert.ok(popup, 'no popup opened')
  await expect(popup.getByRole('log')).toContainText(text, { timeout: 20_000 })
  // Streamed, not read once: a frame of the task-log socket carried it (domain §2 task-log pages).
  const message = (frame: string) => {
    try {
      return String((JSON.parse(frame) as { message?: unknown }).message ?? '')
    } catch {
      return ''
    }
  }
  assert.ok((this.memory.popupFrames ?? []).some((f) => message(f).includes(text)), `no socket frame carried ${text}`)
})

/** The task ended: celery's last line for it (`Task <name>[<id>] succeeded in …`) reached the popup. */
Then("the popup's task has finished", async function (this: ConsoleWorld) {
  const popup = this.popup
  assert.ok(popup, 'no popup opened')
  await expect(popup.getByRole('log')).toContainText(/\] succeeded in [\d.]+s/, { timeout: 20_000 })
})

Then('the popup shows the task log of {string}', async function (this: ConsoleWorld, pathShape: string) {
  const popup = this.popup
  assert.ok(popup, 'no popup opened')
  await popup.waitForLoadState('domcontentloaded')
  const path = new URL(popup.url()).pathname
  const pattern = new RegExp(`^${pathShape.replace('{id}', '[0-9a-f-]{36}').replace(/\//g, '\\/')}$`)
  assert.match(path, pattern)
  // Domain §2: 900x600; the window's content area as the popup opened it.
  const size = await popup.evaluate(() => [window.innerWidth, window.innerHeight])
  assert.deepEqual(size, [900, 600])
})

When('they test the gateway {string} on the port {string}', async function (this: ConsoleWorld, name: string, port: string) {
  const page = await this.page()
  await new DetailPage(page).tab('Gateways').click()
  const row = main(page).getByRole('table', { name: 'Gateways' }).locator('tbody tr').filter({ has: page.getByRole('cell', { name, exact: true }) })
  await row.getByRole('textbox', { name: 'Port to test' }).fill(port)
  await row.getByRole('button', { name: 'Test connection', exact: true }).click()
})

Then('the tab {string} shows the row {string}', async function (this: ConsoleWorld, tab: string, cells: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  let row = main(page).getByRole('table', { name: tab }).locator('tbody tr')
  for (const cell of cells.split('|').map((s) => s.trim())) row = row.filter({ has: page.getByRole('cell', { name: cell, exact: true }) })
  await row.first().waitFor()
})

// The first column of a tab's rows links to the row's own page (related-rows-tab.tsx).
When("they follow the first row's link in the tab {string}", async function (this: ConsoleWorld, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const from = page.url()
  await main(page).getByRole('table', { name: tab }).locator('tbody tr').first().getByRole('link').first().click()
  await page.waitForURL((url) => url.href !== from)
})

Then('the tab {string} lists first the cells {list}, in this order', async function (this: ConsoleWorld, tab: string, cells: string[]) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const firsts = main(page).getByRole('table', { name: tab }).locator('tbody tr td:first-child')
  await expect(firsts).toHaveText(cells)
})

Then('the form previews the next runs {string}', async function (this: ConsoleWorld, count: string) {
  const form = new FormPage(await this.page())
  await expect(form.form().getByRole('list', { name: 'Next 5 runs' }).getByRole('listitem')).toHaveCount(Number(count))
})

Then('the text box {string} holds {string}', async function (this: ConsoleWorld, label: string, value: string) {
  await expect(main(await this.page()).getByRole('textbox', { name: label, exact: true })).toHaveValue(value)
})

When('they pick {string} for {string}', async function (this: ConsoleWorld, option: string, label: string) {
  await new FormPage(await this.page()).field(label).getByRole('radio', { name: option, exact: true }).check()
})

When('they answer {string} in the dialog', async function (this: ConsoleWorld, answer: string) {
  const page = await this.page()
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'))
  await dialog.getByRole('button', { name: answer, exact: true }).click()
  await dialog.waitFor({ state: 'hidden' })
})

Then('the button {string} in the tab {string} cannot be used, saying {string}', async function (this: ConsoleWorld, button: string, tab: string, reason: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const control = main(page).getByRole('tabpanel').getByRole('button', { name: button, exact: true })
  await expect(control).toHaveAttribute('aria-disabled', 'true')
  await expect(control).toHaveAccessibleDescription(reason)
})

When('they tick {string} in the tab {string}', async function (this: ConsoleWorld, label: string, tab: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  await main(page).getByRole('tabpanel').getByRole('checkbox', { name: new RegExp(`^${label} \\(`) }).check()
})
