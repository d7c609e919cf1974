import assert from 'node:assert/strict'
import { existsSync } from 'node:fs'
import { After, Given, Then, When } from '@cucumber/cucumber'
import { SignInPage } from '../e2e/pages/sign-in-page'
import type { PersonaName } from '../fixtures/personas'
import { PERSONA_PASSWORD, personas } from '../fixtures/personas'
import { startStaticServer } from '../scripts/serve-static'
import type { ConsoleWorld } from './support/world'

// Vocabulary: the harness as its users use it (static demo). The demo folder is built by npm test's
// build-demo step (or `npm run build:demo`); these steps only serve it.

const DEMO_DIR = 'dist-demo'
let demo: Awaited<ReturnType<typeof startStaticServer>> | undefined

After({ tags: '@demo' }, async () => {
  await demo?.close()
  demo = undefined
})

Given('the static demo is served by a plain static file server', async function () {
  assert.ok(existsSync(`${DEMO_DIR}/index.html`), `${DEMO_DIR}/ is not built: run \`npm run build:demo\` first`)
  demo = await startStaticServer({ root: DEMO_DIR, port: 0, host: '127.0.0.1' })
})

When('they open the demo at {string}', async function (this: ConsoleWorld, path: string) {
  assert.ok(demo, 'the demo is not served')
  await (await this.page()).goto(demo.url + path)
})

Then("they see the demo's sign-in page", async function (this: ConsoleWorld) {
  const page = await this.page()
  await new SignInPage(page).form().waitFor()
  assert.equal(new URL(page.url()).pathname, '/ui/login')
})

async function signIn(world: ConsoleWorld, persona: PersonaName, password: string) {
  const signInPage = new SignInPage(await world.page())
  await signInPage.username().fill(personas[persona].username)
  await signInPage.password().fill(password)
  await signInPage.page.getByRole('button', { name: 'Sign in' }).click()
}

When('they sign in to the demo as {persona}', async function (this: ConsoleWorld, persona: PersonaName) {
  await signIn(this, persona, PERSONA_PASSWORD)
})

When('they sign in to the demo as {persona} with the password {string}', async function (this: ConsoleWorld, persona: PersonaName, password: string) {
  await signIn(this, persona, password)
})

Then("the demo's sign-in page says {string}", async function (this: ConsoleWorld, message: string) {
  const signInPage = new SignInPage(await this.page())
  await signInPage.error().filter({ hasText: message }).waitFor()
  assert.equal(new URL(signInPage.page.url()).pathname, '/ui/login')
})
