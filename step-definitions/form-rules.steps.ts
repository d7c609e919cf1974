import assert from 'node:assert/strict'
import { Then } from '@cucumber/cucumber'
import { widgetFor } from '../src/generic/form/field-mapping'
import { validateField } from '../src/generic/form/validation'
import en from '../src/shared/i18n/locales/en/errors'

// Vocabulary: the generic form's validation rules (shell §5, domain §5), run on the module itself,
// with the English text of the error catalogue a user would read.
Then(/^a JSON field named "([^"]*)" holding `(.*)` says "(.*)"$/, function (name: string, text: string, message: string) {
  const problem = validateField(name, 'json', { type: 'field', required: false }, text, false)
  const said = problem ? en[problem.slice('errors:'.length) as keyof typeof en] : 'nothing'
  assert.equal(said, message)
})

Then('a number field named {string} holding {string} says {string}', function (name: string, text: string, message: string) {
  const problem = validateField(name, 'number', { type: 'integer', required: false }, text, false)
  const said = problem ? en[problem.slice('errors:'.length) as keyof typeof en] : 'nothing'
  assert.equal(said, message)
})

Then('a choice field of {int} options is drawn as a {string}', function (count: number, widget: string) {
  const choices = Array.from({ length: count }, (_, i) => ({ value: `v${i}`, display_name: `Choice ${i}` }))
  const drawn = widgetFor('kind', { type: 'choice', required: false, choices })
  assert.equal({ radio: 'radio group', select: 'select' }[drawn as 'radio' | 'select'] ?? drawn, widget)
})
