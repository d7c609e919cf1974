import assert from 'node:assert/strict'
import { When } from '@cucumber/cucumber'
import { RESOURCE_APIS, type ResourceName } from './support/resource-names'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary: routes with an id (domain §2 "{id}", "{id}/update"), opened on a seeded object found by
// its name through the API as the administrator: `:id` is the object, `:parent` its parent (a rule's
// filter). The object's name is part of the Examples, written by hand from the seed.

type Found = { id: string; parent?: string }

async function findObject(w: ConsoleWorld, resource: ResourceName, name: string): Promise<Found> {
  const api = RESOURCE_APIS[resource]
  assert.ok(api, `no API list for ${resource} in support/resource-names.ts`)
  const admin = await ApiSession.signedIn(w.baseUrl, 'admin')
  const parents: Array<string | undefined> = api.parent ? await listIds(admin, RESOURCE_APIS[api.parent]!.url) : [undefined]
  for (const parent of parents) {
    const url = api.url.replace('{parent}', parent ?? '')
    const res = await admin.request<Array<Record<string, unknown>>>('GET', url)
    const hit = res.body.find((row) => String(row[api.field]) === name)
    if (hit) return { id: String(hit.id), parent }
  }
  throw new Error(`no ${resource} named "${name}"`)
}

async function listIds(admin: ApiSession, url: string) {
  const res = await admin.request<Array<{ id: string }>>('GET', url)
  return res.body.map((r) => String(r.id))
}

When('they open {string} for the {resource} {string}', async function (this: ConsoleWorld, path: string, resource: ResourceName, name: string) {
  const found = await findObject(this, resource, name)
  const page = await this.pageToOpen()
  await page.goto(path.replace(':id', encodeURIComponent(found.id)).replace(':parent', encodeURIComponent(found.parent ?? '')))
})
