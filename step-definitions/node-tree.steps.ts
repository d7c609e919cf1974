import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { Page } from 'playwright'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Vocabulary: the asset tree's node menu and its keyboard (domain §2 console/assets/assets; issue 23:
// Enter or Space chooses a node, the Menu key or Shift+F10 opens its menu).
const tree = (page: Page) => page.getByRole('main').getByRole('tree').first()
const node = (page: Page, name: string) => tree(page).getByRole('treeitem', { name, exact: true }).first()
const focusedNodeName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement
    if (el?.getAttribute('role') !== 'treeitem') return null
    return el.querySelector('.fui-TreeItemLayout__main')?.textContent ?? el.textContent
  })

When('they tab to the asset tree', async function (this: ConsoleWorld) {
  const page = await this.page()
  await node(page, 'Default').waitFor()
  // From the top of the page, as a keyboard user does: through the skip link, the navbar, the menu.
  for (let i = 0; i < 200 && (await focusedNodeName(page)) === null; i++) await page.keyboard.press('Tab')
  assert.notEqual(await focusedNodeName(page), null, 'Tab never reached the asset tree')
})

When('they press the keys {string}', async function (this: ConsoleWorld, keys: string) {
  const page = await this.page()
  for (const key of keys.split(' ')) await page.keyboard.press(key)
})

When('they type {string} and press Enter', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  const dialog = page.getByRole('dialog')
  await dialog.getByRole('textbox').waitFor()
  await page.keyboard.press('ControlOrMeta+a')
  await page.keyboard.type(text)
  await page.keyboard.press('Enter')
  await dialog.waitFor({ state: 'hidden' })
})

Then('the focused node is {string}', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await expect.poll(() => focusedNodeName(page)).toBe(name)
})

Then('the node {string} is chosen', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await expect(node(page, name).locator('[aria-current="true"]').first()).toBeVisible()
})

Then('the menu {string} offers {list}', async function (this: ConsoleWorld, name: string, items: string[]) {
  const page = await this.page()
  const menu = page.getByRole('menu', { name })
  await expect(menu).toBeVisible()
  assert.deepEqual((await menu.getByRole('menuitem').allInnerTexts()).map((s) => s.trim()), items)
  // The menu has the keyboard's focus, on its first item.
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
})

When('they right-click the node {string}', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await node(page, name).getByText(name, { exact: true }).first().click({ button: 'right' })
})

When('they pick {string} in the {string} select of the dialog {string}', async function (this: ConsoleWorld, option: string, label: string, dialog: string) {
  const page = await this.page()
  const box = page.getByRole('dialog', { name: dialog }).getByRole('combobox', { name: label })
  await box.click()
  await box.fill(option.split(' ')[0])
  await page.getByRole('option', { name: option, exact: true }).or(page.getByRole('menuitemcheckbox', { name: option, exact: true })).click()
  await page.keyboard.press('Escape')
})

Then('the asset tree does not show {string}', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await settled(page)
  await expect(tree(page).getByRole('treeitem', { name, exact: true })).toHaveCount(0)
})

// ---- the panel beside a list (TreeBeside): folded and unfolded by its button, per user and page ----
const panel = (page: Page, name: string) => page.getByRole('main').locator(`aside[aria-label="${name}"]`)

Then('the panel {string} is folded, its button {string} saying it is collapsed', async function (this: ConsoleWorld, name: string, button: string) {
  const page = await this.page()
  await expect(panel(page, name)).toBeHidden()
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-expanded', 'false')
})

Then('the panel {string} is shown, its button {string} saying it is expanded', async function (this: ConsoleWorld, name: string, button: string) {
  const page = await this.page()
  await expect(panel(page, name)).toBeVisible()
  await expect(page.getByRole('button', { name: button, exact: true })).toHaveAttribute('aria-expanded', 'true')
})
