import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { columnWidths } from './column-widths'

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
