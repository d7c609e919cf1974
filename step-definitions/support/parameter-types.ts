import { defineParameterType } from '@cucumber/cucumber'
import { personaNames, type PersonaName } from '../../fixtures/personas'
import { resourceNames, type ResourceName } from './resource-names'

defineParameterType({
  name: 'persona',
  regexp: new RegExp(`"(${personaNames.join('|')})"`),
  transformer: (name: string) => name as PersonaName,
})

// The spec's resource names, longest first so "user group" wins over "user" (support/resource-names.ts).
defineParameterType({
  name: 'resource',
  regexp: new RegExp(`(${[...resourceNames].sort((a, b) => b.length - a.length).join('|')})`),
  transformer: (name: string) => name as ResourceName,
})
