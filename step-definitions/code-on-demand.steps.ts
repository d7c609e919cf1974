import { Given, When } from '@cucumber/cucumber'
import type { ConsoleWorld } from './support/world'
import { followWithin } from './tasks/ui/walk'

// Vocabulary: code the console fetches on first use (issue 24), and a fetch of it that fails. A part's
// code is the build's chunk named after its file (dist/assets/<file>-<hash>.js). Its fetches are routed on
// the scenario's context, not its page: asking for the page would first load the console where a sign-in
// lands (/ui/), a load of its own whose calls a watching step would count with the scenario's.

const chunkOf = (file: string) => new RegExp(`/assets/${file}-[^/]*\\.js$`)

Given('the code of {string} cannot be fetched', async function (this: ConsoleWorld, file: string) {
  await (await this.browserContext()).route(chunkOf(file), (route) => route.abort('internetdisconnected'))
})

When('the code of {string} can be fetched again', async function (this: ConsoleWorld, file: string) {
  await (await this.browserContext()).unroute(chunkOf(file))
})

// A part's code kept from the browser until a step lets it come: what the console does meanwhile.
Given('the code of {string} is held', async function (this: ConsoleWorld, file: string) {
  let letIn = () => {}
  const held = new Promise<void>((resolve) => (letIn = resolve))
  this.memory.heldCode = { file, letIn }
  await (await this.browserContext()).route(chunkOf(file), async (route) => {
    await held
    await route.continue()
  })
})

When('the code of {string} arrives', async function (this: ConsoleWorld, file: string) {
  const held = this.memory.heldCode
  if (held?.file !== file) throw new Error(`the code of ${file} is not held`)
  held.letIn()
  await (await this.browserContext()).unroute(chunkOf(file))
})

/** A link followed inside the console: its code fetched then, not with the page's first load. */
When('they follow the console to {string}', async function (this: ConsoleWorld, path: string) {
  await followWithin(await this.page(), path)
})

When('they press the button {string}', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('button', { name, exact: true }).first().click()
})
