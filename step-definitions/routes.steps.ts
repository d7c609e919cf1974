import { When, type DataTable } from '@cucumber/cucumber'
import type { ResourceName } from './support/resource-names'
import type { ConsoleWorld } from './support/world'
import { findObject, walkAddresses, type AddressRow } from './tasks/ui/walk'

// Vocabulary: routes with an id (domain §2 "{id}", "{id}/update"), opened on a seeded object found by
// its name through the API as the administrator: `:id` is the object, `:parent` its parent (a rule's
// filter). The object's name is part of the Examples, written by hand from the seed.

When('they open {string} for the {resource} {string}', async function (this: ConsoleWorld, path: string, resource: ResourceName, name: string) {
  const found = await findObject(this, resource, name)
  const page = await this.pageToOpen()
  await page.goto(path.replace(':id', encodeURIComponent(found.id)).replace(':parent', encodeURIComponent(found.parent ?? '')))
})

// A route table walked in one scenario: the first address is loaded, the next ones are followed inside
// the console, as a user moving through its menus does (no new start-up per route). Each row needs its
// heading (and, with a `shows` column, that text once the page's calls are answered); a row with the
// previous row's heading is checked once the page has settled. Other columns (`lacking`) document the row.
// `resource` and `name` columns name the seeded object whose id fills `:id` (and `:parent`).
When('they open each address below, seeing its heading:', { timeout: 600_000 }, async function (this: ConsoleWorld, table: DataTable) {
  await walkAddresses(this, table.hashes() as unknown as AddressRow[])
})
