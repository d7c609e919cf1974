import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { expect, settled } from '../e2e/page-state'
import type { Page } from 'playwright'
import type { PersonaName } from '../fixtures/personas'
import { FormPage } from '../e2e/pages/form-page'
import { recordWrites, writes } from './support/sent-writes'
import type { ConsoleWorld } from './support/world'
import { userIdOf } from './tasks/api/users'

// Vocabulary: the generic form page (shell §3, §4, §5, §8) on the users resource.
const USERS = '/api/v1/users/users/'
const USERS_PAGE = '/ui/console/users/users'
const form = async (w: ConsoleWorld) => new FormPage(await w.page())

async function openForm(w: ConsoleWorld, persona: PersonaName, path: string): Promise<Page> {
  await w.signIn(persona)
  const page = await w.pageToOpen()
  recordWrites(w, page)
  // Noted: a save moves on to the list ~100 ms later.
  w.memory.formOpened = `${USERS_PAGE}${path}`
  await page.goto(`${USERS_PAGE}${path}`)
  await page.waitForURL((u) => u.pathname + u.search === `${USERS_PAGE}${path}`)
  await new FormPage(page).waitUntilLoaded()
  return page
}

Given('{persona} opens the user form {string}', async function (this: ConsoleWorld, persona: PersonaName, path: string) {
  await openForm(this, persona, path)
})

Given('{persona} opens the form of the user {string}', async function (this: ConsoleWorld, persona: PersonaName, username: string) {
  await openForm(this, persona, `/${await userIdOf(this.baseUrl, username)}/update`)
})

Given('{persona} opens the user form cloning the user {string}', async function (this: ConsoleWorld, persona: PersonaName, username: string) {
  await openForm(this, persona, `/create?clone_from=${await userIdOf(this.baseUrl, username)}`)
})

// ---- field mapping (shell §5) ------------------------------------------------------------------

const WIDGETS: Record<string, (field: ReturnType<FormPage['field']>) => Promise<void>> = {
  'an e-mail input': (f) => expect(f.locator('input[type="email"]')).toHaveCount(1),
  'a masked input': (f) => expect(f.locator('input[type="password"]')).toHaveCount(1),
  'a 3-row text area': (f) => expect(f.locator('textarea[rows="3"]')).toHaveCount(1),
  'a one-line text input': async (f) => {
    await expect(f.locator('input[type="text"]:not([role="combobox"])')).toHaveCount(1)
    await expect(f.locator('textarea')).toHaveCount(0)
  },
}

Then(/^the field "([^"]*)" is (an e-mail input|a masked input|a 3-row text area|a one-line text input)$/, async function (this: ConsoleWorld, label: string, widget: string) {
  const check = WIDGETS[widget]
  assert.ok(check, `unknown widget "${widget}"`)
  await check((await form(this)).field(label))
})

/** Required as assistive technology reads it (the star beside the label is its picture). */
Then('the field {string} is marked required', async function (this: ConsoleWorld, label: string) {
  const control = (await form(this)).control(label)
  await expect.poll(() => control.evaluate((el) => (el as HTMLInputElement).required || el.getAttribute('aria-required') === 'true')).toBe(true)
})

Then('the field {string} shows the placeholder {string}', async function (this: ConsoleWorld, label: string, text: string) {
  await expect((await form(this)).control(label)).toHaveAttribute('placeholder', text)
})

Then('the field {string} is a radio group of {list}', async function (this: ConsoleWorld, label: string, labels: string[]) {
  const group = (await form(this)).field(label).getByRole('radiogroup')
  await expect(group.getByRole('radio')).toHaveCount(labels.length)
  for (const name of labels) await expect(group.getByRole('radio', { name, exact: true })).toHaveCount(1)
})

Then('the field {string} is a filterable select', async function (this: ConsoleWorld, label: string) {
  const box = (await form(this)).field(label)
  await expect(box.getByRole('combobox')).toBeEditable()
  await expect(box.getByRole('radio')).toHaveCount(0)
})

When('they type {string} in the field {string}', async function (this: ConsoleWorld, text: string, label: string) {
  const box = (await form(this)).field(label).getByRole('combobox')
  await box.click()
  await box.pressSequentially(text)
})

Then('the select offers only {list}', async function (this: ConsoleWorld, names: string[]) {
  const options = (await this.page()).getByRole('listbox').getByRole('option')
  await expect(options).toHaveText(names)
})

// ---- input --------------------------------------------------------------------------------------

When('they fill {string} with {string}', async function (this: ConsoleWorld, label: string, value: string) {
  const control = (await form(this)).control(label)
  await control.fill(value)
  await control.blur()
})

When('they switch {string} on', async function (this: ConsoleWorld, label: string) {
  await (await form(this)).field(label).getByRole('switch').check()
})

When('they switch {string} off', async function (this: ConsoleWorld, label: string) {
  await (await form(this)).field(label).getByRole('switch').uncheck()
})

When('they leave {string} empty', async function (this: ConsoleWorld, label: string) {
  const control = (await form(this)).control(label)
  await control.focus()
  await control.blur()
})

When('they type {string} in {string} and leave it', async function (this: ConsoleWorld, text: string, label: string) {
  const control = (await form(this)).control(label)
  await control.pressSequentially(text)
  await control.blur()
})

/** The remote select of a relation field (its options are menu items when it takes several values), or a few choices as radios. */
async function pick(w: ConsoleWorld, option: string, label: string) {
  const page = await w.page()
  const field = (await form(w)).field(label)
  // The form draws its fields once the metadata is in: count the radios of a field that is there.
  await field.waitFor()
  if ((await field.getByRole('radio').count()) > 0) return field.getByRole('radio', { name: option, exact: true }).check()
  const box = field.getByRole('combobox')
  await box.click()
  await page.getByRole('option', { name: option, exact: true }).or(page.getByRole('menuitemcheckbox', { name: option, exact: true })).click()
  await page.keyboard.press('Escape')
}

When('they choose {string} in the field {string}', async function (this: ConsoleWorld, option: string, label: string) {
  await pick(this, option, label)
})

When('they choose {string} in the field {string} again, emptying it', async function (this: ConsoleWorld, option: string, label: string) {
  await pick(this, option, label)
})

When('they fill in the new user {string} with the password {string}', async function (this: ConsoleWorld, username: string, password: string) {
  const f = await form(this)
  // The password is asked once the administrator chooses to set one (user-form.feature).
  await pick(this, 'Set password', 'Password strategy')
  for (const [label, value] of [['Name', username.charAt(0).toUpperCase() + username.slice(1)], ['Username', username], ['Email', `${username}@example.com`], ['Password', password]]) {
    await f.control(label).fill(value)
    await f.control(label).blur()
  }
  // The system roles are left as the form offers them: a new user starts as an ordinary user
  // (domain §6, proved in features/resources/user-form.feature).
})

When('they submit the form', async function (this: ConsoleWorld) {
  await (await form(this)).button('Submit').click()
})

When('they submit the form from the bottom of the page', async function (this: ConsoleWorld) {
  const f = await form(this)
  await f.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
  await f.button('Submit').click()
})

When('they press {string}', async function (this: ConsoleWorld, name: string) {
  await (await form(this)).button(name).click()
})

// ---- what the form shows ------------------------------------------------------------------------

Then('the field {string} says {string}', async function (this: ConsoleWorld, label: string, message: string) {
  await expect((await form(this)).message(label)).toHaveText(message)
})

Then('the field {string} says nothing', async function (this: ConsoleWorld, label: string) {
  await settled(await this.page())
  await expect((await form(this)).message(label)).toHaveCount(0)
})

Then('the field {string} holds {string}', async function (this: ConsoleWorld, label: string, value: string) {
  await expect((await form(this)).control(label)).toHaveValue(value)
})

Then('the form offers the buttons {list}', async function (this: ConsoleWorld, names: string[]) {
  const f = await form(this)
  const wanted = names
  await expect(f.form().getByRole('button').filter({ hasText: /^(Reset|Save and add another|Submit)$/ })).toHaveText(wanted)
})

Then('the field {string} is in view', async function (this: ConsoleWorld, label: string) {
  await expect((await form(this)).field(label)).toBeInViewport()
})

Then('the top of the form is in view', async function (this: ConsoleWorld) {
  await expect((await form(this)).heading()).toBeInViewport()
})

// ---- what was sent ------------------------------------------------------------------------------

Then('nothing was sent to the server', async function (this: ConsoleWorld) {
  await (await this.page()).evaluate(() => new Promise((r) => requestAnimationFrame(r)))
  assert.deepEqual(writes(this).map((r) => `${r.method()} ${r.url()}`), [])
})

async function waitForWrite(w: ConsoleWorld, method: string, path: string) {
  await expect.poll(() => writes(w).filter((r) => r.method() === method && new URL(r.url()).pathname === path).length).toBeGreaterThan(0)
  return writes(w).filter((r) => r.method() === method && new URL(r.url()).pathname === path)[0]
}

Then('a {word} of {string} was sent', async function (this: ConsoleWorld, method: string, path: string) {
  await waitForWrite(this, method, path)
})

/** The body of the PUT of the user whose form is open. */
async function sentUpdate(w: ConsoleWorld): Promise<Record<string, unknown>> {
  const path = (w.memory.formOpened ?? '').replace(/^\/ui\/console\/users\/users\/([^/]+)\/update$/, `${USERS}$1/`)
  return (await waitForWrite(w, 'PUT', path)).postDataJSON() as Record<string, unknown>
}

Then('a PUT of that user was sent with the name {string}', async function (this: ConsoleWorld, name: string) {
  assert.equal((await sentUpdate(this)).name, name)
})

Then('the PUT of that user carried none of {list}', async function (this: ConsoleWorld, names: string[]) {
  const body = await sentUpdate(this)
  assert.deepEqual(names.filter((n) => n in body), [], `sent: ${Object.keys(body).join(', ')}`)
})

Then('the PUT of that user carried {string} as {string}', async function (this: ConsoleWorld, name: string, value: string) {
  assert.equal((await sentUpdate(this))[name], value)
})

Then('a POST of {string} was sent with clone_from the user {string}', async function (this: ConsoleWorld, path: string, username: string) {
  const request = await waitForWrite(this, 'POST', path)
  assert.equal(new URL(request.url()).searchParams.get('clone_from'), await userIdOf(this.baseUrl, username))
})

/** The field at a dotted path of the first POST to `path` left the browser encrypted (shell §3: `rsaCipher:aesCipher`). */
async function assertEncrypted(w: ConsoleWorld, path: string, field: string, plain: string) {
  const request = await waitForWrite(w, 'POST', path)
  const value = String(field.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], request.postDataJSON()))
  assert.notEqual(value, plain)
  assert.match(value, /^[A-Za-z0-9+/]+={0,2}:[A-Za-z0-9+/]+={0,2}$/)
}

Then('the password sent was an encrypted key, one colon, then the encrypted text, not {string}', async function (this: ConsoleWorld, password: string) {
  await assertEncrypted(this, USERS, 'password', password)
})

Then('the {string} of the POST of {string} was an encrypted key, one colon, then the encrypted text, not {string}', async function (this: ConsoleWorld, field: string, path: string, plain: string) {
  await assertEncrypted(this, path, field, plain)
})

// ---- after a save -------------------------------------------------------------------------------

Then('the toast links to the detail of the user {string}', async function (this: ConsoleWorld, username: string) {
  const link = (await this.page()).getByRole('link', { name: 'View the detail' }).first()
  await expect(link).toHaveAttribute('href', `${USERS_PAGE}/${await userIdOf(this.baseUrl, username)}`)
})

Then('they are still on the create form', async function (this: ConsoleWorld) {
  const page = await this.page()
  assert.equal(new URL(page.url()).pathname, `${USERS_PAGE}/create`)
  await (await form(this)).waitUntilLoaded()
})

Then('they are sent to the user list', async function (this: ConsoleWorld) {
  await (await this.page()).waitForURL((u) => u.pathname === USERS_PAGE)
})

Then('the users {list} exist', async function (this: ConsoleWorld, usernames: string[]) {
  for (const username of usernames) await userIdOf(this.baseUrl, username)
})
