import { Then, When } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { ConsoleWorld } from './support/world'
import { userIdOf } from './tasks/api/users'

// Vocabulary of the spec-depth scenarios (issue 25): what a page shows, read as a user reads it.

/** A description list inside a named region: the term's label, then its value right after it. */
Then('the {string} region lists {string} as {string}', async function (this: ConsoleWorld, region: string, label: string, value: string) {
  const list = (await this.page()).getByRole('region', { name: region })
  const term = list.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
  await expect(term).toHaveCount(1)
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
})

/** Goes to a user's detail page without waiting for it to be drawn: its calls may be held. */
When('they go to the detail page of the user {string}', async function (this: ConsoleWorld, username: string) {
  await (await this.pageToOpen()).goto(`/ui/console/users/users/${await userIdOf(this.baseUrl, username)}`)
})

Then('the detail page says it is loading, showing no tab yet', async function (this: ConsoleWorld) {
  const main = (await this.page()).getByRole('main')
  await expect(main.getByRole('progressbar', { name: 'Loading…' })).toBeVisible()
  await expect(main.getByRole('tab')).toHaveCount(0)
})
