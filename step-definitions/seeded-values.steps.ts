import assert from 'node:assert/strict'
import { Given, Then, type DataTable } from '@cucumber/cucumber'
import { format } from 'date-fns'
import { parseServerDate } from '../contracts/server-dates'
import { expect } from '../e2e/page-state'
import { DetailPage } from '../e2e/pages/detail-page'
import { FormPage } from '../e2e/pages/form-page'
import { RESOURCE_APIS, type ResourceName } from './support/resource-names'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'
import { seededOrgId } from './tasks/ui/sign-in'
import { findObject } from './tasks/ui/walk'

// Vocabulary: values a scenario gives an object through the API (the writable fields of domain §3),
// read back on the screen in the words and formats a user sees (a date in the medium format of shell §9,
// in the browser's time zone).

/** `field | value` rows into a body: a value written as JSON (a list, an object, null, a boolean) is read as JSON. */
const bodyOf = (table: DataTable) =>
  Object.fromEntries(table.raw().map(([field, value]) => [field, /^[[{]|^(null|true|false)$/.test(value) ? JSON.parse(value) : value]))

Given('the server stores the {resource} {string} with:', async function (this: ConsoleWorld, resource: ResourceName, name: string, table: DataTable) {
  const api = RESOURCE_APIS[resource]
  assert.ok(api, `no API list for the ${resource}`)
  const { id } = await findObject(this, resource, name)
  const admin = await ApiSession.signedIn(this.baseUrl)
  const res = await admin.request('PATCH', `${api.url.split('?')[0]}${id}/`, bodyOf(table), { headers: { 'X-JMS-ORG': seededOrgId('Default') } })
  assert.equal(res.status, 200, res.text)
})

/** Shell §9: the medium format, 24-hour clock, of the instant the server's date names, in local time. */
Then('the detail shows {string} as the local time of {string}', async function (this: ConsoleWorld, label: string, serverDate: string) {
  const date = parseServerDate(serverDate)
  assert.ok(date, `${serverDate} is no server date`)
  await expect(new DetailPage(await this.page()).value(label)).toHaveText(format(date, 'yyyy-MM-dd HH:mm:ss'))
})

/** A radio group's chosen option, by its label (a choice of four options or fewer, shell §5). */
Then('the option {string} is chosen in the field {string}', async function (this: ConsoleWorld, option: string, label: string) {
  await expect(new FormPage(await this.page()).field(label).getByRole('radio', { name: option, exact: true })).toBeChecked()
})

/** The switch of a boolean field, on or off. */
Then('the switch {string} is {word}', async function (this: ConsoleWorld, label: string, state: 'on' | 'off') {
  const box = new FormPage(await this.page()).field(label).getByRole('switch')
  await (state === 'on' ? expect(box).toBeChecked() : expect(box).not.toBeChecked())
})
