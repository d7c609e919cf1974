// Column widths of the list table. A column keeps the width set for it (the config's, or one the user
// dragged); the others share what is left of the table's box, each at least wide enough for about ten
// characters and for its whole header. When the box is too narrow for that, the table grows wider than
// its box and scrolls sideways (shell §9 mobile) instead of squeezing its columns to ellipses.
export const MIN_COLUMN_PX = 90
/** Cell padding, the sort arrow and the resize handle around a header's text. */
const HEADER_PADDING_PX = 40
/** A rough width of the header's text: CJK characters are about twice as wide as Latin ones. */
const headerPx = (label: string) => [...label].reduce((px, ch) => px + (ch.codePointAt(0)! >= 0x2e80 ? 15 : 8), HEADER_PADDING_PX)

export interface SizedColumn {
  label: string
  /** The set width, if any (px). */
  width?: number
}

export const minWidthOf = (c: SizedColumn) => c.width ?? Math.max(MIN_COLUMN_PX, headerPx(c.label))

/** The width of each column, in px, for a table box `available` px wide. */
export function columnWidths(columns: readonly SizedColumn[], available: number): number[] {
  const base = columns.map(minWidthOf)
  const free = columns.filter((c) => c.width === undefined).length
  const excess = Math.max(0, available - base.reduce((a, b) => a + b, 0))
  return columns.map((c, i) => (c.width === undefined ? Math.floor(base[i] + excess / free) : base[i]))
}
