import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import type { Page } from 'playwright'
import { DetailPage } from '../e2e/pages/detail-page'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

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
