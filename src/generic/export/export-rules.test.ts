import { describe, expect, it } from 'vitest'
import { availableRanges, defaultRange } from './export-rules'

// Shell §5: all only when no filter is active; selected only when rows are selected; filtered only
// when a filter is active.
describe('export ranges (shell §5)', () => {
  it.each([
    [0, false, { all: true, selected: false, filtered: false }, 'all'],
    [0, true, { all: false, selected: false, filtered: true }, 'filtered'],
    [1, false, { all: true, selected: true, filtered: false }, 'selected'],
    [3, true, { all: false, selected: true, filtered: true }, 'selected'],
  ] as const)('%i selected, filter %s: offers %j, chooses %s', (selection, filtered, offered, chosen) => {
    expect(availableRanges(selection, filtered)).toEqual(offered)
    expect(defaultRange(selection, filtered)).toBe(chosen)
  })

  it('always chooses a range it offers', () => {
    for (const selection of [0, 1, 2])
      for (const filtered of [false, true]) expect(availableRanges(selection, filtered)[defaultRange(selection, filtered)]).toBe(true)
  })
})
