import { tokens as fluentTokens } from '@fluentui/react-components'
import { describe, expect, it } from 'vitest'
import { tokens } from './fluent-tokens'

// Issue 24: the build's `tokens` (vite.config.ts) reads as Fluent's for every token Fluent names.
describe('the tokens the build ships', () => {
  it('give every Fluent token its CSS variable, as Fluent does', () => {
    const names = Object.keys(fluentTokens)
    expect(names.length).toBeGreaterThan(400)
    for (const name of names) expect(tokens[name], name).toBe(fluentTokens[name as keyof typeof fluentTokens])
  })
})
