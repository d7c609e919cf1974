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

// The navbar logo (shell §1 branding, §3 INTERFACE.logo_index).
const homeImage = async (w: ConsoleWorld) => (await w.page()).getByRole('banner').getByRole('link', { name: 'Home' }).getByRole('img')
const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0

Then('the home link shows the image {string}', async function (this: ConsoleWorld, src: string) {
  const img = await homeImage(this)
  await expect(img).toHaveAttribute('src', src)
  await expect.poll(() => img.evaluate(loaded)).toBe(true)
})

Then("the home link shows the product's own logo, named {string}", async function (this: ConsoleWorld, name: string) {
  const img = await homeImage(this)
  await expect(img).toHaveAccessibleName(name)
  await expect.poll(() => img.evaluate(loaded)).toBe(true)
  const src = (await img.getAttribute('src')) ?? ''
  assert.ok(!src.startsWith('/static/'), `the logo is the server's ${src}`)
})

// The task-log popup names the task in words, what was run and on what; never the task's id (the log below
// it is the server's text, which may carry celery's id of it).
Then("the popup is headed {string}, naming no id", async function (this: ConsoleWorld, heading: string) {
  const popup = this.popup
  assert.ok(popup, 'no popup opened')
  const h1 = popup.getByRole('heading', { level: 1 })
  await expect(h1).toHaveText(heading)
  assert.doesNotMatch(await h1.innerText(), /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i)
})
