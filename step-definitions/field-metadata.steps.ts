import assert from 'node:assert/strict'
import { Given, Then } from '@cucumber/cucumber'
import en from '../src/shared/i18n/locales/en/errors'
import type { FieldInfo } from '../src/shared/api/resource'
import { buildFieldModel } from '../src/generic/form/field-model'
import { formFields } from '../src/generic/form/field-mapping'
import { filterFields } from '../src/generic/list/filter-fields'
import type { ResourceConfig } from '../src/generic/resource-config'
import type { ConsoleWorld } from './support/world'

// Vocabulary: the console's form engine and list filters given one field's OPTIONS metadata (domain §3
// field metadata), in node: what the real modules make of each attribute.

const described = (w: ConsoleWorld) => {
  const field = w.memory.describedField
  assert.ok(field, 'no field was described')
  return field
}
const model = (w: ConsoleWorld) => buildFieldModel(described(w).name, described(w).info)

Given('the server describes the field {string} as {string}', function (this: ConsoleWorld, name: string, json: string) {
  this.memory.describedField = { name, info: JSON.parse(json) as FieldInfo }
})

Then('the console\'s form draws it as a {word}', function (this: ConsoleWorld, widget: string) {
  assert.equal(model(this).widget, widget)
})

Then('the console\'s form refuses it empty with {string}', function (this: ConsoleWorld, message: string) {
  const key = model(this).validate('', {}, false) ?? ''
  assert.ok(key.startsWith('errors:'), `no message: ${key}`)
  assert.equal(en[key.slice('errors:'.length) as keyof typeof en], message)
})

Then('the console\'s form takes it empty', function (this: ConsoleWorld) {
  assert.equal(model(this).validate('', {}, false), null)
})

Then('the console\'s form does not offer it', function (this: ConsoleWorld) {
  const { name, info } = described(this)
  assert.deepEqual(formFields({ [name]: info }), [])
})

Then('the console\'s form offers it', function (this: ConsoleWorld) {
  const { name, info } = described(this)
  assert.deepEqual(formFields({ [name]: info }).map(([n]) => n), [name])
})

Then('the console\'s form starts it at {string}', function (this: ConsoleWorld, value: string) {
  assert.equal(String(model(this).toForm(undefined)), value)
})

Then('the console\'s form never keeps it in a draft', function (this: ConsoleWorld) {
  assert.equal(model(this).secret, true)
})

Then('the console\'s list {word} filter by it', function (this: ConsoleWorld, can: string) {
  const { name, info } = described(this)
  const offered = filterFields({} as ResourceConfig, { [name]: info }).map(([n]) => n)
  assert.deepEqual(offered, can === 'can' ? [name] : [])
})
