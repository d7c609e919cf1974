// Column widths of the list table. A column keeps the width set for it (the config's, or one the user
// dragged); the others share what is left of the table's box, each at least wide enough for about ten
// characters and for its whole header. When the box is too narrow for that, the table grows wider than
// its box and scrolls sideways (shell §9 mobile) instead of squeezing its columns to ellipses.
//
// A table may name one flexible column (`grow`: the command text of the command list): it takes the room
// the others leave. Those are sized to their content instead (the header's and the cells' widths, as
// measured in the page, up to SHORT_MAX_PX), the flexible one first getting GROW_MIN_PX, then the others
// as much of their content as fits, then the flexible one all that is left.
export const MIN_COLUMN_PX = 90
/** Cell padding, the sort arrow and the resize handle around a header's text. */
const HEADER_PADDING_PX = 40
/** A rough width of the header's text: CJK characters are about twice as wide as Latin ones. */
const headerPx = (label: string) => [...label].reduce((px, ch) => px + (ch.codePointAt(0)! >= 0x2e80 ? 15 : 8), HEADER_PADDING_PX)

/** What a flexible column gets before the others grow past their headers: about 30 characters. */
export const GROW_MIN_PX = 240
/** A column sized to its content keeps this much of it (about eight characters) when room is short. */
export const SHORT_FLOOR_PX = 72
/** The widest a column sized to its content grows; a longer value is cut (its full text its title). */
export const SHORT_MAX_PX = 200

export interface SizedColumn {
  label: string
  /** The set width, if any (px). */
  width?: number
  /** The flexible column: the room the others leave is its. */
  grow?: boolean
  /** Measured in the page (px, padding included): what the header needs, and what its widest cell does. */
  header?: number
  content?: number
}

export const minWidthOf = (c: SizedColumn) => c.width ?? Math.max(MIN_COLUMN_PX, headerPx(c.label))

/** The width of each column, in px, for a table box `available` px wide. */
export function columnWidths(columns: readonly SizedColumn[], available: number): number[] {
  if (columns.some((c) => c.grow && c.width === undefined)) return withFlexible(columns, available)
  const base = columns.map(minWidthOf)
  const free = columns.filter((c) => c.width === undefined).length
  const excess = Math.max(0, available - base.reduce((a, b) => a + b, 0))
  return columns.map((c, i) => (c.width === undefined ? Math.floor(base[i] + excess / free) : base[i]))
}

/** The widths when a flexible column takes the room the others, sized to their content, leave. */
function withFlexible(columns: readonly SizedColumn[], available: number): number[] {
  const flexible = (c: SizedColumn) => Boolean(c.grow) && c.width === undefined
  const sized = (c: SizedColumn) => c.width === undefined && !flexible(c)
  const floor = columns.map((c) => (sized(c) ? Math.ceil(Math.max(c.header ?? minWidthOf(c), Math.min(c.content ?? 0, SHORT_FLOOR_PX))) : minWidthOf(c)))
  const want = columns.map((c, i) => (sized(c) ? Math.max(floor[i], Math.min(SHORT_MAX_PX, Math.ceil(c.content ?? 0))) : floor[i]))
  const widths = [...floor]
  const growing = columns.flatMap((c, i) => (flexible(c) ? [i] : []))
  let left = Math.max(0, available - floor.reduce((a, b) => a + b, 0))
  // The flexible columns first, up to GROW_MIN_PX each.
  const reserve = growing.reduce((sum, i) => sum + Math.max(0, GROW_MIN_PX - floor[i]), 0)
  const toFlexible = Math.min(left, reserve)
  for (const i of growing) widths[i] += reserve ? Math.floor((toFlexible * Math.max(0, GROW_MIN_PX - floor[i])) / reserve) : 0
  left -= toFlexible
  // Then the others towards their content, the least short first, so that as many as can are whole.
  const short = columns.flatMap((_, i) => (want[i] > floor[i] ? [i] : [])).sort((a, b) => want[a] - floor[a] - (want[b] - floor[b]))
  short.forEach((i, k) => {
    const given = Math.min(want[i] - floor[i], Math.floor(left / (short.length - k)))
    widths[i] += given
    left -= given
  })
  // The rest to the flexible columns.
  for (const i of growing) widths[i] += Math.floor(left / growing.length)
  return widths
}
