import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { ListPage } from '../e2e/pages/list-page'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Vocabulary: a session's actions on the session list (domain §2 audit/sessions, §4 Session).
const rowOf = async (w: ConsoleWorld, text: string) => new ListPage(await w.page()).row(text).first()
const action = async (w: ConsoleWorld, text: string, name: string) => {
  const row = await rowOf(w, text)
  return row.getByRole('link', { name, exact: true }).or(row.getByRole('button', { name, exact: true }))
}

Then('the session row {string} offers {string} opening {string} for that session', async function (this: ConsoleWorld, text: string, name: string, prefix: string) {
  const row = await rowOf(this, text)
  const link = row.getByRole('link', { name, exact: true })
  await expect(link).toBeVisible()
  const id = await row.getAttribute('data-row-id')
  assert.equal(await link.getAttribute('href'), `${prefix}${id}`)
  assert.equal(await link.getAttribute('target'), '_blank')
})

Then('the session row {string} offers {string}', async function (this: ConsoleWorld, text: string, name: string) {
  await expect(await action(this, text, name)).toBeEnabled()
})

Then('the session row {string} offers no {string}', async function (this: ConsoleWorld, text: string, name: string) {
  const row = await rowOf(this, text)
  await row.waitFor()
  await settled(await this.page())
  assert.equal(await (await action(this, text, name)).count(), 0, `${name} is offered on ${text}`)
})

Then('the session row {string} refuses {string}, saying {string}', async function (this: ConsoleWorld, text: string, name: string, reason: string) {
  const button = (await rowOf(this, text)).getByRole('button', { name, exact: true })
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription(reason)
})

Then('the session list does not list {string}', async function (this: ConsoleWorld, text: string) {
  const list = new ListPage(await this.page())
  await expect(list.row(text)).toHaveCount(0)
})

Then('the column {string} ends inside the table, which ends inside the window', async function (this: ConsoleWorld, label: string) {
  const page = await this.page()
  const list = new ListPage(page)
  const header = await list.columnHeader(label).boundingBox()
  const box = await list.scroller().boundingBox()
  const window = page.viewportSize()
  assert.ok(header && box && window, 'the table is not shown')
  assert.ok(header.x + header.width <= box.x + box.width + 1, `the column ${label} ends at ${header.x + header.width}, the table at ${box.x + box.width}`)
  assert.ok(box.x + box.width <= window.width, `the table ends at ${box.x + box.width}, past the window's ${window.width}`)
})
