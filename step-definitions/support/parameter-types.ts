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

/** A list the spec writes as one quoted phrase, "Name, Username, Email": its items, trimmed, empty ones dropped. */
export const listOf = (text: string) => text.split(',').map((s) => s.trim()).filter(Boolean)

// {list}: the same quoted phrase, handed to the step as its items.
defineParameterType({
  name: 'list',
  regexp: /"([^"]*)"/,
  transformer: listOf,
  useForSnippets: false,
})
