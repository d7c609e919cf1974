import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import type { PersonaName } from '../fixtures/personas'
import { Shell } from '../e2e/pages/shell'
import { SignInPage } from '../e2e/pages/sign-in-page'
import type { ConsoleWorld } from './support/world'
import { grantOnly, systemRoleOnly } from './tasks/api/grant'
import { list } from './tasks/ui/shell'

// Vocabulary: sessions, signing in and out, landing pages (shell §2, §4).

Given('a visitor without a session', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.context().clearCookies()
})

When('they open {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.pageToOpen()
  await page.goto(path)
})

Then('they see the sign-in page', async function (this: ConsoleWorld) {
  const signIn = new SignInPage(await this.page())
  assert.ok(await signIn.isShown(), 'expected the sign-in page')
})

When('they sign in as {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  const page = await this.page()
  const signIn = new SignInPage(page)
  if (!new URL(page.url()).pathname.startsWith('/core/auth/login/')) await page.goto('/ui/')
  await signIn.signIn(persona)
})

When('they sign in as {persona} up to the MFA step', async function (this: ConsoleWorld, persona: PersonaName) {
  const page = await this.page()
  await new SignInPage(page).signIn(persona, { stopAtMfa: true })
})

Then('they are asked for an MFA code', async function (this: ConsoleWorld) {
  await new SignInPage(await this.page()).mfaForm().waitFor()
})

When('they enter the MFA code {string}', async function (this: ConsoleWorld, code: string) {
  await new SignInPage(await this.page()).enterMfaCode(code)
})

Given('{persona} has signed in', async function (this: ConsoleWorld, persona: PersonaName) {
  await this.signIn(persona)
})

Given('the Default user {string} holding only {string} has signed in', async function (this: ConsoleWorld, username: string, perms: string) {
  await grantOnly(this.baseUrl, username, list(perms))
  await this.signIn(username)
})

Given('the user {string} whose only system role holds {string} has signed in', async function (this: ConsoleWorld, username: string, perms: string) {
  await systemRoleOnly(this.baseUrl, username, list(perms))
  await this.signIn(username)
})

Then('they land on the console dashboard', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.waitForURL('**/ui/console/dashboard')
  await new Shell(page).heading().filter({ hasText: 'Dashboard' }).waitFor()
})

Then('they land on the workbench', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.waitForURL('**/ui/workbench/home')
  await new Shell(page).heading().filter({ hasText: 'Workbench' }).waitFor()
})

Then('they are on {string}', async function (this: ConsoleWorld, path: string) {
  const page = await this.page()
  await page.waitForURL((url) => url.pathname + url.search === path)
})

Then('the view switcher offers exactly {string}', async function (this: ConsoleWorld, list: string) {
  const tabs = new Shell(await this.page()).viewTabs()
  await tabs.first().waitFor()
  assert.deepEqual(await tabs.allInnerTexts(), list.split(',').map((s) => s.trim()))
})

When('they log out', async function (this: ConsoleWorld) {
  await new Shell(await this.page()).logout()
})

Then('the footer shows {string}', async function (this: ConsoleWorld, text: string) {
  await new Shell(await this.page()).footer().getByText(text, { exact: true }).waitFor()
})
