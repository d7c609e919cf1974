import assert from 'node:assert/strict'
import { Given, Then } from '@cucumber/cucumber'
import type { ConsoleWorld } from './support/world'
import { holdExactly, permissionCatalogue } from './tasks/api/grant'
import { sidebar } from './tasks/ui/shell'

// Vocabulary: menu entries that link out of the console (shell §2 paths; domain §2 permissions).

Given('{string} holding exactly {list} has signed in', async function (this: ConsoleWorld, username: string, codes: string[]) {
  await holdExactly(this.baseUrl, username, codes)
  await this.signIn(username)
})

Given('{string} holding every permission but {list} has signed in', async function (this: ConsoleWorld, username: string, codes: string[]) {
  const lacking = new Set(codes)
  await holdExactly(this.baseUrl, username, (await permissionCatalogue(this.baseUrl)).filter((code) => !lacking.has(code)))
  await this.signIn(username)
})

Then('the sidebar link {string} opens {string} in a new tab', async function (this: ConsoleWorld, name: string, href: string) {
  const link = sidebar(await this.page()).getByRole('link', { name, exact: true })
  await link.waitFor()
  assert.equal(await link.getAttribute('href'), href)
  assert.equal(await link.getAttribute('target'), '_blank')
})
