import assert from 'node:assert/strict'
import { DataTable, Given, Then, When } from '@cucumber/cucumber'
import { expect } from '../e2e/page-state'
import { DetailPage } from '../e2e/pages/detail-page'
import { FormPage } from '../e2e/pages/form-page'
import { DEFAULT_ORG_ID } from '../mock-server/store/org-ids'
import type { ConsoleWorld } from './support/world'
import { nothingRan, watchPageDialogs } from './tasks/ui/page-dialogs'
import { checkEachRow } from './tasks/ui/walk'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'
import { parseServerDate } from '../contracts/server-dates'
import { findObject } from './tasks/ui/walk'

// Vocabulary: the ticket life cycle (domain §2 tickets, §3 Ticket flow, §4 states).


Given(
  'the Default asset-request flow has two levels: {string} as custom user, then the super admin',
  async function (this: ConsoleWorld, username: string) {
    // As an administrator would through the flow's update (tickets.change_ticketflow).
    const admin = await ApiSession.signedIn(this.baseUrl)
    const inOrg = { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } }
    const flows = await admin.request<{ results: { id: string }[] }>(
      'GET',
      '/api/v1/tickets/flows/?type=apply_asset&limit=10',
      undefined,
      inOrg,
    )
    const flow = flows.body.results[0]
    assert.ok(flow, 'no asset-request flow in Default')
    const rules = [
      { level: 1, strategy: 'custom_user', assignees: [await userIdOf(this.baseUrl, username)] },
      { level: 2, strategy: 'super_admin', assignees: [] },
    ]
    const res = await admin.request(
      'PATCH',
      `/api/v1/tickets/flows/${flow.id}/`,
      { approval_level: 2, rules },
      inOrg,
    )
    assert.equal(res.status, 200, res.text)
  },
)

When('they approve with the comment {string}', async function (this: ConsoleWorld, comment: string) {
  const page = await this.page()
  watchPageDialogs(this, page)
  const form = page.getByRole('form', { name: 'Approval' })
  await form.getByRole('textbox', { name: 'Comment' }).fill(comment)
  await form.getByRole('button', { name: 'Approve', exact: true }).click()
})

Then(
  'the comment {string} is shown as text and nothing in it ran',
  async function (this: ConsoleWorld, comment: string) {
    const page = await this.page()
    const comments = page.getByRole('list', { name: 'Comments' })
    await comments.getByText(comment, { exact: true }).waitFor()
    await nothingRan(this, page, 'comment')
    assert.equal(await comments.locator('script, img, [onerror]').count(), 0)
  },
)

/** A comment the server wrote on a change of state reads as its sentence, none of its markup shown. */
Then('a comment reads {string}', async function (this: ConsoleWorld, words: string) {
  const comments = (await this.page()).getByRole('list', { name: 'Comments' })
  await expect(comments.getByText(words, { exact: true })).toBeVisible()
  await expect(comments).not.toContainText('<!DOCTYPE')
  await expect(comments).not.toContainText('<p>')
})

/** Approve and Reject ask first (issue 23): the dialog names what happens; its own button confirms. */
for (const [what, button] of [['approval', 'Approve'], ['rejection', 'Reject']] as const) {
  When(`they confirm the ${what}`, async function (this: ConsoleWorld) {
    const dialog = (await this.page()).getByRole('dialog')
    await dialog.getByRole('button', { name: button, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
  })
}

/** A multiple select toggles: choosing a chosen option again takes it out. */
When('they take {string} out of the field {string}', async function (this: ConsoleWorld, option: string, label: string) {
  const page = await this.page()
  await new FormPage(page).field(label).getByRole('combobox').click()
  await page.getByRole('menuitemcheckbox', { name: option, exact: true }).or(page.getByRole('option', { name: option, exact: true })).click()
  await page.keyboard.press('Escape')
})

// ---- what the approval made (read back as an administrator reads the permission) ----------------

/** The actions of a permission by the names the spec gives them (domain §3 Permission); `all` is every one. */
const ACTION_NAMES: Record<string, string> = {
  connect: 'Connect',
  upload_file: 'Upload file',
  download_file: 'Download file',
  clipboard_copy: 'Clipboard copy',
  clipboard_paste: 'Clipboard paste',
}

const PERMISSIONS = {
  asset: '/api/v1/perms/asset-permissions/',
  application: '/api/v1/perms/application-permissions/',
}

/** How each related object is named: its API and the field a person knows it by. */
const RELATED: Record<string, { key: string; url: string; name: string }> = {
  Users: { key: 'users', url: '/api/v1/users/users/', name: 'username' },
  Assets: { key: 'assets', url: '/api/v1/assets/assets/', name: 'hostname' },
  Nodes: { key: 'nodes', url: '/api/v1/assets/nodes/', name: 'value' },
  Applications: { key: 'applications', url: '/api/v1/applications/applications/', name: 'name' },
  'System users': { key: 'system_users', url: '/api/v1/assets/system-users/', name: 'name' },
}

const names = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean).sort()

Then(
  /^the (asset|application) permission made from the ticket "([^"]*)" holds exactly$/,
  async function (this: ConsoleWorld, kind: keyof typeof PERMISSIONS, title: string, table: DataTable) {
    const admin = await ApiSession.signedIn(this.baseUrl)
    const inOrg = { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } }
    const list = await admin.request<{ results: Record<string, unknown>[] }>('GET', `${PERMISSIONS[kind]}?limit=200`, undefined, inOrg)
    // 2.26 names it "Created by ticket (<title>-<id>)"; the title is in the name either way.
    const made = list.body.results.filter((p) => String(p.name).includes(title))
    assert.equal(made.length, 1, `permissions made from "${title}": ${made.map((p) => String(p.name)).join(', ')}`)
    const perm = made[0]
    for (const [what, expected] of table.rows()) {
      if (what === 'Actions') {
        const actions = (perm.actions as string[]).includes('all') ? Object.keys(ACTION_NAMES) : (perm.actions as string[])
        assert.deepEqual(actions.map((a) => ACTION_NAMES[a] ?? a).sort(), names(expected), what)
        continue
      }
      const related = RELATED[what]
      assert.ok(related, `no such part of a permission: ${what}`)
      const ids = (perm[related.key] as string[]) ?? []
      const got = await Promise.all(ids.map(async (id) => String((await admin.request<Record<string, unknown>>('GET', `${related.url}${id}/`, undefined, inOrg)).body[related.name])))
      assert.deepEqual(got.sort(), names(expected), what)
    }
  },
)

/** The ticket detail's tag in the page-tags bar (shell §2): named after the ticket, not its list. */
Then('the tags bar names the ticket {string} and not {string}', async function (this: ConsoleWorld, name: string, not: string) {
  const bar = (await this.page()).getByRole('navigation', { name: 'Visited pages' })
  await expect(bar.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(bar.getByRole('link', { name: not, exact: true })).toHaveCount(0)
})

/** What the detail says in words, without a link for a viewer who may not follow it. */
Then('the detail shows {string} as {string}, not as a link', async function (this: ConsoleWorld, label: string, value: string) {
  const main = (await this.page()).getByRole('main')
  const cell = main.locator('dt').filter({ hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
  await expect(cell).toHaveText(value)
  await expect(cell.getByRole('link')).toHaveCount(0)
})

Then('the comments say {string}', async function (this: ConsoleWorld, words: string) {
  const page = await this.page()
  await expect(page.getByRole('main').getByText(words, { exact: true })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Comments' }).getByRole('listitem')).toHaveCount(0)
})

// A table of one ticket's fields, read on its detail page (tasks/ui/walk.ts: every failing row is
// named): the row's approver is the user signed in, its ticket the one the page shows, and its field
// shows its value.
Then('the ticket\'s detail shows each field below as its value:', async function (this: ConsoleWorld, table: DataTable) {
  const page = await this.page()
  await checkEachRow(this, table.hashes(), async (row) => {
    assert.equal(row.approver, this.signedInAs, 'the row names another approver than the one signed in')
    await page.getByRole('heading', { level: 1, name: `Ticket: ${row.ticket}`, exact: true }).waitFor()
    await expect(new DetailPage(page).value(row.field!), `"${row.field}"`).toHaveText(row.value!)
  })
})

/** A request opened through the API, as the request form's open/ call makes one, with dates to the second. */
Given(
  '{string} has asked for the asset {string} as {string} from {string} until {string} in the ticket {string}',
  async function (this: ConsoleWorld, username: string, hostname: string, systemUser: string, from: string, until: string, title: string) {
    const admin = await ApiSession.signedIn(this.baseUrl)
    const asset = await findObject(this, 'asset', hostname, admin)
    const su = await findObject(this, 'system user', systemUser, admin)
    const applicant = await ApiSession.signedIn(this.baseUrl, username as Parameters<typeof ApiSession.signedIn>[1])
    const body = { title, type: 'apply_asset', org_id: DEFAULT_ORG_ID, apply_assets: [asset.id], apply_nodes: [], apply_system_users: [su.id], apply_actions: ['all'], apply_date_start: from, apply_date_expired: until }
    const res = await applicant.request('POST', '/api/v1/tickets/apply-asset-tickets/open/', body, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })
    assert.equal(res.status, 201, res.text)
  },
)

/** The permission an approval made is valid over exactly these instants (to the second). */
Then(
  'the asset permission made from the ticket {string} is valid from {string} until {string}, to the second',
  async function (this: ConsoleWorld, title: string, from: string, until: string) {
    const admin = await ApiSession.signedIn(this.baseUrl)
    const list = await admin.request<{ results: Record<string, unknown>[] }>('GET', '/api/v1/perms/asset-permissions/?limit=200', undefined, { headers: { 'X-JMS-ORG': DEFAULT_ORG_ID } })
    const made = list.body.results.filter((p) => String(p.name).includes(title))
    assert.equal(made.length, 1, `permissions made from "${title}"`)
    const instant = (v: unknown) => parseServerDate(String(v))?.toISOString()
    assert.deepEqual([instant(made[0].date_start), instant(made[0].date_expired)], [instant(from), instant(until)])
  },
)
