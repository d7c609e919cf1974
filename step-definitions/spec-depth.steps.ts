import { Then } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { ConsoleWorld } from './support/world'

// Vocabulary of the spec-depth scenarios (issue 25): what a page shows, read as a user reads it.

/** A description list inside a named region: the term's label, then its value right after it. */
Then('the {string} region lists {string} as {string}', async function (this: ConsoleWorld, region: string, label: string, value: string) {
  const list = (await this.page()).getByRole('region', { name: region })
  const term = list.locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
  await expect(term).toHaveCount(1)
  await expect(term.locator('xpath=following-sibling::dd[1]')).toHaveText(value)
})
