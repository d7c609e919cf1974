import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { DEFAULT_ORG_ID } from '../mock-server/store/org-ids'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { userIdOf } from './tasks/api/users'

// Vocabulary: the ticket life cycle (domain §2 tickets, §3 Ticket flow, §4 states).

/** Dialogs (alert, confirm) the page opened: a hostile comment must open none. */
const dialogsOf = new WeakMap<ConsoleWorld, string[]>()

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
  const seen: string[] = []
  dialogsOf.set(this, seen)
  page.on('dialog', (d) => {
    seen.push(d.message())
    void d.dismiss()
  })
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
    assert.deepEqual(dialogsOf.get(this) ?? [], [], 'a dialog was opened by the comment')
    assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined)
    assert.equal(await comments.locator('script, img, [onerror]').count(), 0)
  },
)

/** Approve and Reject ask first (issue 23): the dialog names what happens; its own button confirms. */
for (const [what, button] of [['approval', 'Approve'], ['rejection', 'Reject']] as const) {
  When(`they confirm the ${what}`, async function (this: ConsoleWorld) {
    const dialog = (await this.page()).getByRole('dialog')
    await dialog.getByRole('button', { name: button, exact: true }).click()
    await dialog.waitFor({ state: 'detached' })
  })
}
