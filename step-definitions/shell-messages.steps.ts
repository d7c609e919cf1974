import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { nothingRan, watchPageDialogs } from './tasks/ui/page-dialogs'
import { drawer, navbar } from './tasks/ui/shell'
import { failNext } from './tasks/ui/shell-control'
import { checkEachRow } from './tasks/ui/walk'

// Vocabulary: site messages, toasts, banners and page tags (shell §2, §4, §8).

const badge = async (world: ConsoleWorld) => navbar(await world.page()).locator('[aria-label$="unread messages"]')

Then('the unread badge shows {string}', async function (this: ConsoleWorld, text: string) {
  const b = await badge(this)
  await b.first().waitFor()
  await (await this.page()).waitForFunction((t) => document.querySelector('header [aria-label$="unread messages"]')?.textContent === t, text)
})

Then('there is no unread badge', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.locator('header').first().waitFor()
  await settled(page)
  await page.waitForFunction(() => !document.querySelector('header [aria-label$="unread messages"]'))
})

When('they open the site messages', async function (this: ConsoleWorld) {
  const page = await this.page()
  // A hostile message must open no dialog (alert, confirm).
  watchPageDialogs(this, page)
  await page.getByRole('button', { name: 'Site messages' }).click()
})

Then('the drawer is {int} pixels wide', async function (this: ConsoleWorld, width: number) {
  // The drawer slides in: its width is read until the motion has settled.
  const d = drawer(await this.page())
  await expect.poll(async () => Math.round((await d.boundingBox())?.width ?? 0)).toBe(width)
})

Then('the drawer lists {list}', async function (this: ConsoleWorld, subjects: string[]) {
  const d = drawer(await this.page())
  for (const s of subjects) await d.getByRole('listitem', { name: s }).waitFor()
})

Then('the drawer lists {int} messages', async function (this: ConsoleWorld, count: number) {
  const d = drawer(await this.page())
  await d.getByRole('listitem').first().waitFor()
  // The list follows a mark-as-read once the server has answered: waited for, not read at once.
  await expect(d.getByRole('listitem')).toHaveCount(count)
})

When('they mark {string} as read', async function (this: ConsoleWorld, subject: string) {
  await drawer(await this.page()).getByRole('listitem', { name: subject }).getByRole('button', { name: 'Mark as read' }).click()
})

When('they read the message {string}', async function (this: ConsoleWorld, subject: string) {
  await drawer(await this.page()).getByRole('listitem', { name: subject }).getByRole('button', { name: subject }).click()
})

Then('the message {string} shows the text {string}', async function (this: ConsoleWorld, subject: string, text: string) {
  await drawer(await this.page()).getByRole('listitem', { name: subject }).getByText(text, { exact: true }).waitFor()
})

Then('the message {string} is dated {string}', async function (this: ConsoleWorld, subject: string, text: string) {
  await drawer(await this.page()).getByRole('listitem', { name: subject }).locator('time').filter({ hasText: text }).waitFor()
})

Then('the message {string} is dated {int} days ago as a full date', async function (this: ConsoleWorld, subject: string, days: number) {
  // Shell §9: older than 7 days → an absolute date; the day is the one `days` before today.
  const day = new Date(Date.now() - days * 86_400_000)
  const ymd = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`
  await drawer(await this.page()).getByRole('listitem', { name: subject }).locator('time').filter({ hasText: new RegExp(`^${ymd} \\d{2}:\\d{2}:\\d{2}$`) }).waitFor()
})

When('they follow the link {string} in the message', async function (this: ConsoleWorld, text: string) {
  await drawer(await this.page()).getByText(text, { exact: true }).click()
})

Then('nothing in the message has run', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page) // an onerror handler would fire once the broken image's request has failed
  await nothingRan(this, page, 'message')
  assert.equal(await drawer(page).locator('[onerror], script, a[href^="javascript"]').count(), 0)
})

Then('they see the error {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(text, { exact: true }).first().waitFor()
})

// A table of failed answers, each seen on the one loaded console (tasks/ui/walk.ts: every failing row
// is named): the next GET of the path fails with the row's status and body, the site messages are
// opened, the row's message is shown, and the drawer is closed again for the next row.
Then('each failed answer below to the next GET of {string} shows its message when the site messages are opened:', { timeout: 600_000 }, async function (this: ConsoleWorld, path: string, table: DataTable) {
  const page = await this.page()
  await checkEachRow(this, table.hashes(), async (row) => {
    await failNext(this.baseUrl, { method: 'GET', path, status: Number(row.status), body: row.body ? JSON.parse(row.body.replace(/\\"/g, '"')) : undefined })
    await page.getByRole('button', { name: 'Site messages' }).click()
    try {
      await expect(page.getByText(row.message!, { exact: true }).first(), `the error "${row.message}"`).toBeVisible()
    } finally {
      await drawer(page).getByRole('button', { name: 'Close messages' }).click()
      await drawer(page).waitFor({ state: 'hidden' })
    }
  })
})

Then('the error {string} is gone', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(text, { exact: true }).waitFor({ state: 'detached' })
})

Then('they see the banner {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(text, { exact: true }).waitFor()
})

Then('the banner {string} is gone', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(text, { exact: true }).waitFor({ state: 'detached' })
})

Then('they see a banner starting {string}', async function (this: ConsoleWorld, text: string) {
  await (await this.page()).getByText(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)).first().waitFor()
})

Then('they see no banner', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('heading', { level: 1 }).first().waitFor()
  await settled(page)
  for (const text of ['License', 'Password expired', 'The password will expire', 'The number of assets']) {
    assert.equal(await page.getByText(new RegExp(`^${text}`)).count(), 0, `a banner "${text}" is shown`)
  }
})

// A page's own read that failed (domain §8, request messages): its words are in an alert where the
// content would be, the content is not there, and a button leads back.
Then('in place of its content the page says {string}, with a way back', async function (this: ConsoleWorld, text: string) {
  const main = (await this.page()).getByRole('main')
  const alert = main.getByRole('alert').filter({ hasText: text })
  await alert.first().waitFor()
  assert.equal((await alert.first().innerText()).split('\n')[0].trim(), text)
  await alert.first().getByRole('button', { name: 'Back', exact: true }).waitFor()
  // A list keeps its header row; the failure is its only body row.
  assert.equal(await main.locator('tbody tr:not([aria-hidden])').count(), await main.locator('tbody tr:has([role="alert"])').count(), 'rows are shown beside the failure')
  assert.equal(await main.getByRole('form').count(), 0, 'a form is shown beside the failure')
  assert.equal(await main.getByRole('tab').count(), 0, 'a detail tab is shown beside the failure')
})

/** A toast (not the page under it) whose title is exactly `text`. */
Then('an error toast says {string}', async function (this: ConsoleWorld, text: string) {
  const page = await this.page()
  await page.locator('.fui-Toast').filter({ has: page.getByText(text, { exact: true }) }).first().waitFor()
})
