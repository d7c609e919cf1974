import { Given, When } from '@cucumber/cucumber'
import type { ConsoleWorld } from './support/world'
import { followWithin } from './tasks/ui/walk'

// Vocabulary: code the console fetches on first use (issue 24), and a fetch of it that fails. A part's
// code is the build's chunk named after its file (dist/assets/<file>-<hash>.js).

const chunkOf = (file: string) => new RegExp(`/assets/${file}-[^/]*\\.js$`)

Given('the code of {string} cannot be fetched', async function (this: ConsoleWorld, file: string) {
  await (await this.page()).route(chunkOf(file), (route) => route.abort('internetdisconnected'))
})

When('the code of {string} can be fetched again', async function (this: ConsoleWorld, file: string) {
  await (await this.page()).unroute(chunkOf(file))
})

/** A link followed inside the console: its code fetched then, not with the page's first load. */
When('they follow the console to {string}', async function (this: ConsoleWorld, path: string) {
  await followWithin(await this.page(), path)
})

When('they press the button {string}', async function (this: ConsoleWorld, name: string) {
  await (await this.page()).getByRole('button', { name, exact: true }).first().click()
})
