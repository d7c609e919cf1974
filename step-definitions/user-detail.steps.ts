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

// ---- several users at once, from the user list's More actions (domain §4) -----------------------------

Then('the confirmation reads {string}', async function (this: ConsoleWorld, text: string) {
  const dialog = (await this.page()).getByRole('alertdialog')
  await expect(dialog).toContainText(text)
})

Then('the More actions item {string} cannot be used, saying {string}', async function (this: ConsoleWorld, name: string, reason: string) {
  const page = await this.page()
  await page.getByRole('main').getByRole('button', { name: 'More actions', exact: true }).click()
  // The reason is shown beneath the label, so it is part of the item's name.
  const item = page.getByRole('menuitem', { name: new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
  await expect(item).toHaveAttribute('aria-disabled', 'true')
  await expect(item).toContainText(reason)
  await page.keyboard.press('Escape')
  await page.getByRole('menu').waitFor({ state: 'detached' })
})

Then('the server lists {list} as members of the organisation, and not {list}', async function (this: ConsoleWorld, members: string[], others: string[]) {
  await settled(await this.page())
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request<Array<{ username: string }>>('GET', '/api/v1/users/users/')
  assert.equal(res.status, 200, res.text)
  const usernames = res.body.map((u) => u.username)
  for (const u of members) assert.ok(usernames.includes(u), `${u} is no longer a member`)
  for (const u of others) assert.ok(!usernames.includes(u), `${u} is still a member`)
})

When('they open the invitation', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('main').getByRole('button', { name: 'Invite users', exact: true }).click()
  await inviteDialog(page).waitFor()
})

const invitedUsers = (page: Page) => inviteDialog(page).getByRole('combobox', { name: 'Users' })
// A select of several values offers checkable items; only the open select shows its options.
const userOptions = (page: Page) => page.getByRole('option').or(page.getByRole('menuitemcheckbox'))

Then('the invitation offers {int} users, scrolled to the end, none of them {string}', async function (this: ConsoleWorld, n: number, user: string) {
  const page = await this.page()
  await invitedUsers(page).click()
  await expect(userOptions(page)).toHaveCount(n)
  // Near the bottom the select asks for the next page (shell §9): the server has none past its first 10.
  await userOptions(page).first().locator('xpath=..').evaluate((el) => el.scrollTo(0, el.scrollHeight))
  await settled(page)
  await expect(userOptions(page)).toHaveCount(n)
  await expect(userOptions(page).filter({ hasText: user })).toHaveCount(0)
  await inviteDialog(page).getByRole('heading', { name: 'Invite users into the organisation' }).click()
})

When('they pick the user {string} in the invitation, typing {string}', async function (this: ConsoleWorld, user: string, typed: string) {
  const page = await this.page()
  await invitedUsers(page).click()
  await invitedUsers(page).pressSequentially(typed)
  await page.getByRole('option', { name: user, exact: true }).or(page.getByRole('menuitemcheckbox', { name: user, exact: true })).click()
  await inviteDialog(page).getByRole('heading', { name: 'Invite users into the organisation' }).click()
})

Then('the invitation\'s users show {string}', async function (this: ConsoleWorld, label: string) {
  await expect(invitedUsers(await this.page())).toHaveValue(label)
})

When('they send the invitation', async function (this: ConsoleWorld) {
  await inviteDialog(await this.page()).getByRole('button', { name: 'Invite', exact: true }).click()
})

async function serverSaysActive(world: ConsoleWorld, usernames: string[], active: boolean) {
  await settled(await world.page())
  const admin = await ApiSession.signedIn(world.baseUrl)
  const res = await admin.request<Array<{ username: string; is_active: boolean }>>('GET', '/api/v1/users/users/')
  for (const u of usernames) assert.equal(res.body.find((r) => r.username === u)?.is_active, active, `${u}: is_active is not ${active}`)
}

Then('the server says {list} are not active', async function (this: ConsoleWorld, usernames: string[]) {
  await serverSaysActive(this, usernames, false)
})

Then('the server says {list} are active', async function (this: ConsoleWorld, usernames: string[]) {
  await serverSaysActive(this, usernames, true)
})

// ---- the system users of a granted asset, shown on demand (perms/users/{id}/assets/{asset}/system-users/) --
const grantedAssetRow = async (page: Page, tab: string, hostname: string) => {
  await new DetailPage(page).tab(tab).click()
  return page.getByRole('main').getByRole('table', { name: tab }).locator('tbody tr').filter({ has: page.getByRole('cell', { name: hostname, exact: true }) })
}
const showSystemUsers = (row: ReturnType<Page['locator']>, hostname: string) => row.getByRole('button', { name: `Show the system users on ${hostname}`, exact: true })

When('they show the system users of {string} in the tab {string}', async function (this: ConsoleWorld, hostname: string, tab: string) {
  const row = await grantedAssetRow(await this.page(), tab, hostname)
  await showSystemUsers(row, hostname).click()
})

Then('the system users of {string} in the tab {string} cannot be shown, saying {string}', async function (this: ConsoleWorld, hostname: string, tab: string, reason: string) {
  const button = showSystemUsers(await grantedAssetRow(await this.page(), tab, hostname), hostname)
  await expect(button).toHaveAttribute('aria-disabled', 'true')
  await expect(button).toHaveAccessibleDescription(reason)
})
