import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { colorsFrom, colorVariables, consoleTheme, contrast, readableStep } from './theme'

// Shell §3: the default theme colours, and the primary's shade, alpha and light variants in 10% steps.
const channels = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))

describe('theme colours (shell §3)', () => {
  it('defaults to the colours the spec lists', () => {
    expect(colorsFrom(undefined)).toMatchObject({
      primary: '#1ab394', success: '#2793d7', info: '#1c84c6', warning: '#f8ac59', danger: '#ed5565',
      'menu-bg': '#2f4050', 'menu-text': '#a7b1c2', 'menu-hover': '#293846', 'submenu-bg': '#1f2d3d',
      'submenu-hover': '#001528', 'menu-active-left': '#1ab394',
    })
  })

  it('takes configured colours and ignores what is not a colour', () => {
    const colors = colorsFrom({ colors: { primary: '#ff0000', 'menu-bg': 'red; background: url(x)', unknown: '#000000' } })
    expect(colors.primary).toBe('#ff0000')
    expect(colors['menu-bg']).toBe('#2f4050')
    expect(colors).not.toHaveProperty('unknown')
  })

  it('derives the 10% steps of the default primary #1ab394 (26, 179, 148)', () => {
    const vars = colorVariables(colorsFrom(undefined))
    // 10% towards black: 26*0.9, 179*0.9, 148*0.9 = 23.4, 161.1, 133.2
    expect(vars['--jms-primary-shade-10']).toBe('#17a185')
    // 10% towards white: 26+22.9, 179+7.6, 148+10.7 = 48.9, 186.6, 158.7
    expect(vars['--jms-primary-light-10']).toBe('#31bb9f')
    expect(vars['--jms-primary-alpha-10']).toBe('rgba(26, 179, 148, 0.1)')
    expect(vars['--jms-primary-alpha-90']).toBe('rgba(26, 179, 148, 0.9)')
    expect(Object.keys(vars).filter((k) => k.startsWith('--jms-primary-'))).toHaveLength(27)
  })

  it('makes every shade step darker and every light step lighter, channel by channel', () => {
    const hex = fc.tuple(fc.nat(255), fc.nat(255), fc.nat(255)).map((rgb) => '#' + rgb.map((v) => v.toString(16).padStart(2, '0')).join(''))
    fc.assert(
      fc.property(hex, (primary) => {
        const vars = colorVariables({ ...colorsFrom(undefined), primary })
        for (let i = 10; i < 90; i += 10) {
          channels(vars[`--jms-primary-shade-${i + 10}`]).forEach((v, c) => expect(v).toBeLessThanOrEqual(channels(vars[`--jms-primary-shade-${i}`])[c]))
          channels(vars[`--jms-primary-light-${i + 10}`]).forEach((v, c) => expect(v).toBeGreaterThanOrEqual(channels(vars[`--jms-primary-light-${i}`])[c]))
        }
      }),
    )
  })
})

// Issue 26: text and brand fills keep WCAG AA (4.5:1) in both schemes, whatever primary is configured.
describe('readable branding (issue 26)', () => {
  const hex = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map((rgb) => '#' + rgb.map((c) => c.toString(16).padStart(2, '0')).join(''))

  it('measures contrast as WCAG does', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrast('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
  })

  it('keeps a colour that already reads, and otherwise takes the first 10 % step that does', () => {
    expect(readableStep('#000000', '#ffffff')).toBe('#000000')
    expect(contrast(readableStep('#1ab394', '#ffffff'), '#ffffff')).toBeGreaterThanOrEqual(4.5)
  })

  it('gives white text on the brand fill and brand text on the background at 4.5:1 or more, light and dark', () => {
    fc.assert(
      fc.property(hex, fc.constantFrom('light' as const, 'dark' as const), (primary, scheme) => {
        const theme = consoleTheme(colorsFrom({ colors: { primary } }), scheme)
        expect(contrast(theme.colorBrandBackground, theme.colorNeutralForegroundOnBrand)).toBeGreaterThanOrEqual(4.5)
        expect(contrast(theme.colorBrandForeground1, theme.colorNeutralBackground1)).toBeGreaterThanOrEqual(4.5)
      }),
    )
  })
})
