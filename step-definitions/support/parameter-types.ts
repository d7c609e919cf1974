import { defineParameterType } from '@cucumber/cucumber'
import { personaNames, type PersonaName } from '../../fixtures/personas'

defineParameterType({
  name: 'persona',
  regexp: new RegExp(`"(${personaNames.join('|')})"`),
  transformer: (name: string) => name as PersonaName,
})
