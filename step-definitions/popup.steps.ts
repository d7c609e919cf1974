import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { expect } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Vocabulary: a popup window the console opens (domain §2: the task log in a 900x600 popup).
Then('the popup shows the log alone, without the console around it', async function (this: ConsoleWorld) {
  const popup = this.popup
  assert.ok(popup, 'no popup opened')
  await expect(popup.getByRole('log')).toBeVisible()
  // No navbar (banner), no menu or tags bar (navigation), no footer (contentinfo).
  for (const role of ['banner', 'navigation', 'contentinfo'] as const) await expect(popup.getByRole(role)).toHaveCount(0)
})
