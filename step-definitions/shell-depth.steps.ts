import { Given, Then } from '@cucumber/cucumber'
import { expect } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Vocabulary: shell rules observed in the browser (features/spec-depth/shell-depth.feature): the theme
// colours the console carries on its root (shell §3), as CSS custom properties, and a profile whose
// workbench organisations name the root one (shell §3).

const ROOT_ORG = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_default: false, is_root: true }

Given('the server lists the root organisation first among the workbench organisations of the profile', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.route(/\/api\/v1\/users\/profile\/(\?.*)?$/, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback()
    const response = await route.fetch()
    const body = (await response.json()) as { workbench_orgs?: unknown[] }
    await route.fulfill({ response, json: { ...body, workbench_orgs: [ROOT_ORG, ...(body.workbench_orgs ?? [])] } })
  })
})

Then('the console\'s theme colour {string} is {string}', async function (this: ConsoleWorld, name: string, value: string) {
  const root = (await this.page()).locator('[data-color-scheme]').first()
  await expect
    .poll(() => root.evaluate((el, v) => getComputedStyle(el).getPropertyValue(v).trim(), `--jms-${name}`), { message: `the theme colour ${name}` })
    .toBe(value)
})
