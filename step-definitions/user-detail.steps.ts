import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { Page } from 'playwright'
import { DetailPage } from '../e2e/pages/detail-page'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary: a user's detail (domain §2 console/users/{id}, §4 user actions): its tabs of what the user
// can reach, and the quick-action card beside the basic information.
const card = (page: Page) => page.getByRole('main').getByRole('region', { name: 'Quick actions' })
const quickAction = (page: Page, name: string) => card(page).getByRole('button', { name, exact: true })

When('they use the quick action {string}', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await new DetailPage(page).tab('Basic').click()
  await quickAction(page, name).click()
})

Then('the quick action {string} cannot be used, saying {string}', async function (this: ConsoleWorld, name: string, reason: string) {
  const page = await this.page()
  await new DetailPage(page).tab('Basic').click()
  const button = quickAction(page, name)
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription(reason)
  await expect(card(page).getByText(reason, { exact: true })).toBeVisible()
})

Then('the quick action {string} can be used', async function (this: ConsoleWorld, name: string) {
  const page = await this.page()
  await new DetailPage(page).tab('Basic').click()
  await expect(quickAction(page, name)).toBeEnabled()
  assert.notEqual(await quickAction(page, name).getAttribute('aria-disabled'), 'true')
})

Then('the tab {string} does not show the row {string}', async function (this: ConsoleWorld, tab: string, cell: string) {
  const page = await this.page()
  await new DetailPage(page).tab(tab).click()
  const table = page.getByRole('main').getByRole('table', { name: tab })
  await table.waitFor()
  await settled(page)
  await expect(table.locator('tbody tr').filter({ has: page.getByRole('cell', { name: cell, exact: true }) })).toHaveCount(0)
})

Then('the basic information groups its fields under {list}', async function (this: ConsoleWorld, headings: string[]) {
  const page = await this.page()
  await new DetailPage(page).tab('Basic').click()
  for (const heading of headings) await expect(page.getByRole('main').getByRole('heading', { name: heading, exact: true })).toBeVisible()
})

// ---- inviting users into the organisation, from the user list (domain §4) ----------------------------

const inviteDialog = (page: Page) => page.getByRole('dialog', { name: 'Invite users into the organisation' })

When('they invite {string} into the organisation', async function (this: ConsoleWorld, user: string) {
  const page = await this.page()
  await page.getByRole('main').getByRole('button', { name: 'Invite users', exact: true }).click()
  const dialog = inviteDialog(page)
  await dialog.getByRole('combobox', { name: 'Users' }).click()
  // A select of several values offers checkable items.
  await page.getByRole('option', { name: user, exact: true }).or(page.getByRole('menuitemcheckbox', { name: user, exact: true })).click()
  // The list of options closes when the pointer goes elsewhere in the dialog (Escape would close the dialog).
  await dialog.getByRole('heading', { name: 'Invite users into the organisation' }).click()
  await dialog.getByRole('button', { name: 'Invite', exact: true }).click()
})

Then('the invitation offers the organisation role {string} to start with', async function (this: ConsoleWorld, role: string) {
  const page = await this.page()
  await page.getByRole('main').getByRole('button', { name: 'Invite users', exact: true }).click()
  await expect(inviteDialog(page).getByRole('combobox', { name: 'Organisation roles' })).toHaveValue(new RegExp(role))
  await inviteDialog(page).getByRole('button', { name: 'Cancel', exact: true }).click()
})

Then('the server gives {string} the organisation role {string}', async function (this: ConsoleWorld, username: string, role: string) {
  await settled(await this.page())
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request<{ results: Array<{ username: string; org_roles_display?: string }> }>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}&limit=10&offset=0`)
  const user = res.body.results?.find((u) => u.username === username)
  assert.ok(user, `the organisation has no member ${username}: ${res.status}`)
  assert.match(String(user.org_roles_display ?? ''), new RegExp(role))
})
