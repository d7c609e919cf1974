import { createDarkTheme, createLightTheme, type BrandVariants } from '@fluentui/react-components'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fluentTheme } from './fluent-themes'

// Issue 24: the themes written as values (scripts/fluent-themes.ts) are Fluent's, whatever the brand.
const SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160]
const colour = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join(''))
const brands = fc.array(colour, { minLength: 16, maxLength: 16 }).map((c) => Object.fromEntries(SHADES.map((s, i) => [s, c[i]])) as unknown as BrandVariants)

describe('the Fluent themes as values', () => {
  it('equal createLightTheme and createDarkTheme for any brand (else: npx tsx scripts/fluent-themes.ts)', () => {
    fc.assert(
      fc.property(brands, (brand) => {
        expect(fluentTheme(brand, false)).toStrictEqual(createLightTheme(brand))
        expect(fluentTheme(brand, true)).toStrictEqual(createDarkTheme(brand))
      }),
    )
  })
})
