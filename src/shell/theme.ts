import type { BrandVariants, Theme } from '@fluentui/react-components'
import { fluentTheme } from './fluent-themes'

// Shell §3: theme colours from public settings become a Fluent theme, not CSS overrides.
export const DEFAULT_COLORS = {
  primary: '#1ab394',
  success: '#2793d7',
  info: '#1c84c6',
  warning: '#f8ac59',
  danger: '#ed5565',
  'menu-bg': '#2f4050',
  'menu-text': '#a7b1c2',
  'menu-hover': '#293846',
  'submenu-bg': '#1f2d3d',
  'submenu-hover': '#001528',
  'menu-active-text': '#ffffff',
  'menu-active-left': '#1ab394',
} as const

export type ThemeColors = Record<keyof typeof DEFAULT_COLORS, string>

const toRgb = (hex: string): [number, number, number] => {
  const h = hex.replace('#', '')
  const full = h.length === 3 ? h.split('').map((c) => c + c).join('') : h.padEnd(6, '0').slice(0, 6)
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16) || 0) as [number, number, number]
}
const toHex = (rgb: number[]) => '#' + rgb.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')

/** Mix towards black (weight < 0) or white (weight > 0), in 10% steps as shell §3 derives variants. */
export const mix = (hex: string, weight: number) => {
  const rgb = toRgb(hex)
  const target = weight < 0 ? 0 : 255
  const w = Math.abs(weight)
  return toHex(rgb.map((v) => v + (target - v) * w))
}

/** Sixteen brand shades around the primary colour: shades (darker) then the primary then lights. */
export function brandFromPrimary(primary: string): BrandVariants {
  const steps = [-0.8, -0.7, -0.6, -0.5, -0.4, -0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7]
  const keys = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const
  return Object.fromEntries(keys.map((k, i) => [k, steps[i] === 0 ? primary : mix(primary, steps[i])])) as unknown as BrandVariants
}

/** WCAG relative luminance and contrast ratio (1 to 21). */
const luminance = (hex: string) => {
  const [r, g, b] = toRgb(hex).map((v) => {
    const c = v / 255
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  })
  return 0.2126 * r + 0.7152 * g + 0.0722 * b
}
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi + 0.05) / (lo + 0.05)
}

/**
 * The first of a colour's 10% steps (shell §3) — shades towards black, or lights towards white with
 * `lighter` — that reaches WCAG AA (4.5:1) against `other`: the branding colour kept as close as text allows.
 */
export function readableStep(color: string, other: string, lighter = false): string {
  for (let i = 0; i <= 10; i++) {
    const step = mix(color, (lighter ? 1 : -1) * (i / 10))
    if (contrast(step, other) >= 4.5) return step
  }
  return lighter ? '#ffffff' : '#000000'
}

export function colorsFrom(themeInfo: unknown): ThemeColors {
  const colors = (themeInfo as { colors?: Partial<ThemeColors> } | undefined)?.colors ?? {}
  const valid = Object.entries(colors).filter(([key, v]) => key in DEFAULT_COLORS && typeof v === 'string' && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(v))
  return { ...DEFAULT_COLORS, ...Object.fromEntries(valid) }
}

/** CSS variables: every colour, plus the primary's shade, light and alpha variants in 10% steps (shell §3). */
export function colorVariables(colors: ThemeColors): Record<string, string> {
  const vars: Record<string, string> = Object.fromEntries(Object.entries(colors).map(([k, v]) => [`--jms-${k}`, v]))
  const [r, g, b] = toRgb(colors.primary)
  for (let i = 1; i <= 9; i++) {
    vars[`--jms-primary-shade-${i * 10}`] = mix(colors.primary, -i / 10)
    vars[`--jms-primary-light-${i * 10}`] = mix(colors.primary, i / 10)
    vars[`--jms-primary-alpha-${i * 10}`] = `rgba(${r}, ${g}, ${b}, ${i / 10})`
  }
  return vars
}

export type ColorScheme = 'light' | 'dark'

/**
 * The Fluent theme of the console (shell §3) in either scheme. The configured primary fills
 * brand surfaces through its first shade that white text can be read on (issue 26: the default
 * #1ab394 gives 2.65:1), and brand text uses the first step readable on the scheme's background.
 */
export function consoleTheme(colors: ThemeColors, scheme: ColorScheme = 'light'): Theme {
  const dark = scheme === 'dark'
  // Fluent's createDarkTheme/createLightTheme, written as values (issue 24: fluent-themes.ts).
  const theme = fluentTheme(brandFromPrimary(colors.primary), dark)
  const solid = readableStep(colors.primary, '#ffffff')
  const text = readableStep(colors.primary, dark ? theme.colorNeutralBackground1 : '#ffffff', dark)
  return {
    ...theme,
    colorBrandBackground: solid,
    colorCompoundBrandBackground: solid,
    colorBrandBackgroundHover: mix(solid, -0.1),
    colorBrandBackgroundPressed: mix(solid, -0.2),
    colorCompoundBrandBackgroundHover: mix(solid, -0.1),
    colorCompoundBrandBackgroundPressed: mix(solid, -0.2),
    colorBrandBackgroundSelected: mix(solid, -0.1),
    colorNeutralForegroundOnBrand: '#ffffff',
    colorBrandForeground1: text,
    colorBrandForeground2: text,
    colorBrandForegroundLink: text,
    colorNeutralForeground2BrandHover: text,
    colorNeutralForeground2BrandPressed: text,
    colorNeutralForeground2BrandSelected: text,
    colorCompoundBrandForeground1: text,
    colorPaletteGreenBackground3: colors.success,
    colorPaletteRedBackground3: colors.danger,
    colorPaletteYellowBackground3: colors.warning,
    // The status colours of toasts, message bars and field messages (shell §8) follow the theme too,
    // at the step readable on the scheme's background.
    colorStatusSuccessForeground1: readableStep(colors.success, dark ? theme.colorNeutralBackground1 : '#ffffff', dark),
    colorStatusDangerForeground1: readableStep(colors.danger, dark ? theme.colorNeutralBackground1 : '#ffffff', dark),
    colorStatusWarningForeground1: readableStep(colors.warning, dark ? theme.colorNeutralBackground1 : '#ffffff', dark),
  }
}
