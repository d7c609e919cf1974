import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { PERSONA_PASSWORD, personas, type PersonaName } from '../fixtures/personas'
import { ConfirmDialog } from '../e2e/pages/confirm-dialog'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { watchedCalls } from './tasks/ui/watched-calls'
import { settled } from '../e2e/page-state'

// Vocabulary: the confirmation dialog of shell §4 (mfa, password, relogin), its calls (shell §7) and
// the send-code countdown (shell §9), as a user meets them before exporting the user list.

const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'
const dialog = async (w: ConsoleWorld) => new ConfirmDialog(await w.page())
const exportDialog = async (w: ConsoleWorld) => (await w.page()).getByRole('dialog', { name: 'Export' })

/** The administrator changes a persona's user record through the API, in the Default organisation. */
async function adminPatchesUser(w: ConsoleWorld, persona: PersonaName, patch: Record<string, unknown>) {
  const admin = await ApiSession.signedIn(w.baseUrl)
  const headers = { 'X-JMS-ORG': DEFAULT_ORG }
  const found = await admin.request<{ results: Array<{ id: string }> }>('GET', `/api/v1/users/users/?username=${personas[persona].username}&limit=1`, undefined, { headers })
  const id = found.body.results[0]?.id
  assert.ok(id, `no user ${persona}`)
  const res = await admin.request('PATCH', `/api/v1/users/users/${id}/`, patch, { headers })
  assert.equal(res.status, 200, res.text)
}

Given('{persona} has been made an org admin of the Default organisation', async function (this: ConsoleWorld, persona: PersonaName) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const roles = await admin.request<Array<{ id: string; name: string }> | { results: Array<{ id: string; name: string }> }>('GET', '/api/v1/rbac/org-roles/')
  const list = Array.isArray(roles.body) ? roles.body : roles.body.results
  const role = list.find((r) => r.name === 'OrgAdmin')
  assert.ok(role, 'no OrgAdmin role')
  await adminPatchesUser(this, persona, { org_roles: [role.id] })
})

const posts = (w: ConsoleWorld, path: string) =>
  watchedCalls(w, path)
    .filter((r) => r.method() === 'POST')
    .map((r) => r.postDataJSON() as Record<string, unknown>)

Then('they are asked to confirm with {string} chosen and the placeholder {string}', async function (this: ConsoleWorld, method: string, placeholder: string) {
  const d = await dialog(this)
  await d.dialog().waitFor()
  assert.equal(await d.method(method).isChecked(), true, `${method} is not chosen`)
  assert.equal(await d.secret().getAttribute('placeholder'), placeholder)
})

Then('the method {string} cannot be chosen', async function (this: ConsoleWorld, method: string) {
  assert.equal(await (await dialog(this)).method(method).isDisabled(), true, `${method} can be chosen`)
})

Then('they are asked for their password in a masked field', async function (this: ConsoleWorld) {
  const d = await dialog(this)
  await d.dialog().waitFor()
  assert.equal(await d.dialog().getByRole('radiogroup').count(), 0, 'a method choice is shown')
  assert.equal(await d.secret().getAttribute('type'), 'password')
})

When('they confirm with {string}', async function (this: ConsoleWorld, secret: string) {
  await (await dialog(this)).answer(secret)
})

When('they close the confirmation with {word}', async function (this: ConsoleWorld, how: string) {
  const d = await dialog(this)
  await d.dialog().waitFor()
  if (how === 'Escape') await (await this.page()).keyboard.press('Escape')
  else await d.cancelButton().click()
  await d.dialog().waitFor({ state: 'detached' })
})

Then('the confirmation says {string}', async function (this: ConsoleWorld, text: string) {
  await (await dialog(this)).dialog().getByText(text, { exact: true }).waitFor()
})

Then('the export dialog opens without a confirmation', async function (this: ConsoleWorld) {
  await (await exportDialog(this)).waitFor()
  await settled(await this.page())
  assert.equal(await (await dialog(this)).dialog().count(), 0, 'the confirmation dialog is open')
  assert.equal(await (await dialog(this)).relogin().count(), 0, 'the log-in-again dialog is open')
})

Then('the export dialog opens', async function (this: ConsoleWorld) {
  await (await exportDialog(this)).waitFor()
})

When('they close the export dialog', async function (this: ConsoleWorld) {
  const d = await exportDialog(this)
  await d.getByRole('button', { name: 'Cancel', exact: true }).click()
  await d.waitFor({ state: 'detached' })
})

Then('no dialog is open', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).first().waitFor({ state: 'detached' })
  await settled(page)
  assert.equal(await page.getByRole('dialog').or(page.getByRole('alertdialog')).count(), 0)
})

Then('they are asked to log in again with the message {string}', async function (this: ConsoleWorld, text: string) {
  const relogin = (await dialog(this)).relogin()
  await relogin.waitFor()
  await relogin.getByText(text, { exact: true }).waitFor()
})

Then('the console posted the confirm type {string} with an empty secret', async function (this: ConsoleWorld, type: string) {
  const sent = posts(this, '/api/v1/authentication/confirm/')
  assert.deepEqual(sent, [{ confirm_type: type, secret_key: '' }])
})

Then('the console posted the confirm type {string} with the method {string} and an encrypted secret', async function (this: ConsoleWorld, type: string, method: string) {
  const [sent] = posts(this, '/api/v1/authentication/confirm/').slice(-1)
  assert.ok(sent, 'nothing was posted')
  assert.equal(sent.confirm_type, type)
  assert.equal(sent.mfa_type, method)
  assert.match(String(sent.secret_key), /^[^:]+:[^:]+$/, 'the secret is not encrypted')
})

Then('the console posted the confirm type {string} without a method and with an encrypted secret', async function (this: ConsoleWorld, type: string) {
  const [sent] = posts(this, '/api/v1/authentication/confirm/').slice(-1)
  assert.ok(sent, 'nothing was posted')
  assert.equal(sent.confirm_type, type)
  assert.equal('mfa_type' in sent, false, 'an MFA method was sent')
  assert.notEqual(sent.secret_key, PERSONA_PASSWORD, 'the password was sent in clear')
  assert.match(String(sent.secret_key), /^[^:]+:[^:]+$/, 'the secret is not encrypted')
})

Then('the console posted nothing to confirm', async function (this: ConsoleWorld) {
  assert.deepEqual(posts(this, '/api/v1/authentication/confirm/'), [])
})

When('they ask for a code', async function (this: ConsoleWorld) {
  const page = await this.page()
  this.memory.codeSent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/authentication/mfa/select/')
  await (await dialog(this)).sendCode().click()
})

Then('the console asked the server to send a code by {string}', async function (this: ConsoleWorld, type: string) {
  assert.ok(this.memory.codeSent, 'no code was asked for')
  assert.deepEqual((await this.memory.codeSent).postDataJSON(), { type })
})

Then('the code button reads {string} and is {word}', async function (this: ConsoleWorld, label: string, state: string) {
  const button = (await dialog(this)).dialog().getByRole('button', { name: label, exact: true })
  await button.waitFor()
  assert.equal(await button.isDisabled(), state === 'disabled', `the code button is not ${state}`)
})
