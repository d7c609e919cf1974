import { createLightTheme, type BrandVariants, type Theme } from '@fluentui/react-components'

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

export function consoleTheme(colors: ThemeColors): Theme {
  const theme = createLightTheme(brandFromPrimary(colors.primary))
  return {
    ...theme,
    colorBrandBackground: colors.primary,
    colorCompoundBrandBackground: colors.primary,
    colorBrandBackgroundHover: mix(colors.primary, -0.1),
    colorBrandBackgroundPressed: mix(colors.primary, -0.2),
    colorPaletteGreenBackground3: colors.success,
    colorPaletteRedBackground3: colors.danger,
    colorPaletteYellowBackground3: colors.warning,
    // The status colours of toasts, message bars and field messages (shell §8) follow the theme too.
    colorStatusSuccessForeground1: colors.success,
    colorStatusDangerForeground1: colors.danger,
    colorStatusWarningForeground1: colors.warning,
  }
}
