// Issue 24: Fluent's `tokens` names every theme token's CSS variable: `tokens.colorNeutralForeground1` is
// 'var(--colorNeutralForeground1)', for each of ~450 tokens, ~9 KB gzip of the first load. The build
// (vite.config.ts, `fluentTokens`) gives Fluent's components and ours this object instead, which makes
// the same string from the name asked. fluent-tokens.test.ts holds it equal to Fluent's for every token.

// The z-indexes are not in a theme: their variables carry Fluent's default.
const Z_INDEX: Record<string, number> = { Background: 0, Content: 1, Overlay: 1000, Popup: 2000, Messages: 3000, Floating: 4000, Priority: 5000, Debug: 6000 }

export const tokens = new Proxy({} as Record<string, string>, {
  get(_, name) {
    if (typeof name !== 'string') return undefined
    const z = name.startsWith('zIndex') ? Z_INDEX[name.slice(6)] : undefined
    return z === undefined ? `var(--${name})` : `var(--${name}, ${z})`
  },
})
