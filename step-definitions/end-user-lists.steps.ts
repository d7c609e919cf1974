import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { ListPage } from '../e2e/pages/list-page'
import { settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Vocabulary: what a list offers an end user (issue 23: only what the user can do is shown).
Then('the list toolbar offers {list} and nothing else', async function (this: ConsoleWorld, names: string[]) {
  const page = await this.page()
  await new ListPage(page).bodyRows().first().waitFor()
  await settled(page)
  // Both of the list's toolbars: create and more actions, then import, export, refresh, columns.
  const shown = (await page.getByRole('main').getByRole('toolbar').getByRole('button').allInnerTexts()).map((s) => s.trim()).filter(Boolean)
  assert.deepEqual(shown, names)
})

Then('no row offers {string}, {string} or {string}', async function (this: ConsoleWorld, a: string, b: string, c: string) {
  const list = new ListPage(await this.page())
  await list.bodyRows().first().waitFor()
  for (const name of [a, b, c]) assert.equal(await list.table().getByRole('button', { name, exact: true }).count(), 0, `a row offers ${name}`)
})
