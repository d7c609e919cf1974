import assert from 'node:assert/strict'
import { Then, When, type DataTable } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { listOf } from './support/parameter-types'

// Vocabulary: the user form as an administrator fills it in (domain §3, §6): its groups of fields, and
// the roles a user ends up with, read back from the server.

Then('the form groups its fields as:', async function (this: ConsoleWorld, table: DataTable) {
  const page = await this.page()
  const groups = page.getByRole('form').getByRole('group').filter({ has: page.locator('xpath=./legend') })
  const want = table.hashes()
  await expect(groups.locator('xpath=./legend')).toHaveText(want.map((row) => row.group))
  for (const [i, row] of want.entries()) {
    // A field's label, without the star of a required one.
    const labels = await groups.nth(i).locator('.fui-Field > label').allInnerTexts()
    assert.deepEqual(labels.map((l) => l.replace(/\s*\*\s*$/, '').trim()), listOf(row.fields), `group ${row.group}`)
  }
})

/** The options of the open select, in order (a select of several values lists checkbox items). */
const openOptions = async (w: ConsoleWorld) => {
  const page = await w.page()
  const id = await page.locator('[role="combobox"][aria-expanded="true"]').first().getAttribute('aria-controls')
  assert.ok(id, 'no select is open')
  return page.locator(`[id="${id}"]`).locator('[role="option"], [role="menuitemcheckbox"]')
}

Then('the open select offers exactly {list}', async function (this: ConsoleWorld, names: string[]) {
  await expect(await openOptions(this)).toHaveText(names)
})

When('they close the select', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.keyboard.press('Escape')
  await page.locator('[role="combobox"][aria-expanded="true"]').waitFor({ state: 'detached' })
})

Then('the server gives {string} the system roles {string}', async function (this: ConsoleWorld, username: string, roles: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const found = await admin.request<{ results: Array<{ username: string; system_roles_display: string }> }>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}&limit=10`)
  assert.deepEqual(found.body.results.map((u) => [u.username, u.system_roles_display]), [[username, roles]])
})

interface TreeNode { id: string; pId: string; checked?: boolean; meta?: { type?: string } }

/** Domain §6: what the role holds, read back from the server (its permission tree, as an administrator reads it). */
Then('the server gives the role {string} every permission of {string}, and no other', async function (this: ConsoleWorld, name: string, app: string) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const listed = await admin.request<{ results?: Array<{ id: string; name: string; scope: string }> }>('GET', `/api/v1/rbac/roles/?limit=1000&search=${encodeURIComponent(name)}`)
  const role = (listed.body.results ?? (listed.body as unknown as Array<{ id: string; name: string; scope: string }>)).find((r) => r.name === name)
  assert.ok(role, `no role ${name}`)
  const tree = await admin.request<TreeNode[]>('GET', `/api/v1/rbac/${role.scope}-roles/${role.id}/permissions/tree/`)
  const perms = tree.body.filter((n) => n.meta?.type === 'perm')
  const held = perms.filter((n) => n.checked).map((n) => n.pId)
  const ofApp = perms.filter((n) => n.pId === `$app_${app}`)
  assert.ok(ofApp.length > 0, `no permission of ${app} in the tree`)
  assert.deepEqual({ apps: [...new Set(held)], count: held.length }, { apps: [`$app_${app}`], count: ofApp.length })
})

// The platform's own sign-in form, posted over HTTP: what the server kept of the password the form sent.
Then('the server {word} {string} sign in with the password {string}', async function (this: ConsoleWorld, verdict: 'lets' | 'refuses', username: string, password: string) {
  const res = await new ApiSession(this.baseUrl).signIn(username as never, password)
  const signedIn = res.status === 302 && !(res.headers.get('location') ?? '').includes('/login')
  assert.equal(signedIn, verdict === 'lets', `${username} with ${password}: ${res.status} ${res.headers.get('location') ?? ''}`)
})
