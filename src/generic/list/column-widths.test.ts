import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnWidths, SHORT_MAX_PX } from './column-widths'

const cols = [{ label: 'Name' }, { label: 'User groups' }, { label: 'Actions', width: 220 }]

describe('list column widths', () => {
  it('shares what is left of a wide box equally among the columns without a width', () => {
    // Name needs 90, User groups 128 for its header, Actions is set at 220: 562 px are left, 281 each.
    expect(columnWidths(cols, 1000)).toEqual([371, 409, 220])
  })

  it('keeps every column wide enough for its header when the box is narrow', () => {
    const [name, groups, actions] = columnWidths(cols, 300)
    expect(name).toBe(90)
    expect(groups).toBeGreaterThanOrEqual('User groups'.length * 8)
    expect(actions).toBe(220)
  })

  it('a set width is kept whatever the box', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5000 }), fc.integer({ min: 40, max: 600 }), (box, width) => {
        expect(columnWidths([{ label: 'Email', width }, { label: 'Name' }], box)[0]).toBe(width)
      }),
    )
  })

  it('fills the box exactly when it is wide enough, and never goes below the minimums', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ label: fc.string({ maxLength: 20 }), width: fc.option(fc.integer({ min: 40, max: 400 }), { nil: undefined }) }), { minLength: 1, maxLength: 12 }), fc.integer({ min: 0, max: 4000 }), (columns, box) => {
        const widths = columnWidths(columns, box)
        const total = widths.reduce((a, b) => a + b, 0)
        const minimum = columnWidths(columns, 0).reduce((a, b) => a + b, 0)
        expect(total).toBeGreaterThanOrEqual(minimum)
        if (columns.some((c) => c.width === undefined) && box > minimum) expect(box - total).toBeLessThan(columns.length)
      }),
    )
  })
})

describe('list column widths with a flexible column', () => {
  // The command list: the command flexible, the others measured (header, widest cell) as in the page.
  const commands = [
    { label: 'Command', grow: true },
    { label: 'Risk level', header: 89, content: 84 },
    { label: 'User', header: 56, content: 150 },
    { label: 'Asset', header: 63, content: 131 },
    { label: 'Timestamp', header: 98, content: 146 },
  ]

  it('gives the flexible column its first share before the others grow past their headers', () => {
    const [command, risk, user, asset, time] = columnWidths(commands, 560)
    expect(command).toBeGreaterThan(200)
    expect([risk, user, asset, time]).toEqual([89, 72, 72, 98])
  })

  it('sizes the others to their content when there is room, and leaves the flexible one the rest', () => {
    const [command, risk, user, asset, time] = columnWidths(commands, 1200)
    expect([risk, user, asset, time]).toEqual([89, 150, 131, 146])
    expect(command).toBe(1200 - 89 - 150 - 131 - 146)
  })

  it('never lets a column sized to its content pass SHORT_MAX_PX', () => {
    const [, wide] = columnWidths([{ label: 'Command', grow: true }, { label: 'Asset', header: 63, content: 900 }], 3000)
    expect(wide).toBe(SHORT_MAX_PX)
  })

  it('the flexible column grows with its box, and the widths never pass the box when they fit', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 3000 }), fc.integer({ min: 1, max: 400 }), (box, more) => {
        const narrow = columnWidths(commands, box)
        const wide = columnWidths(commands, box + more)
        expect(wide[0]).toBeGreaterThanOrEqual(narrow[0])
        const minimum = columnWidths(commands, 0).reduce((a, b) => a + b, 0)
        if (box >= minimum) expect(narrow.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(box)
      }),
    )
  })
})
