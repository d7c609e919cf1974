import { describe, expect, it } from 'vitest'
import { fixedColumns, shownColumns } from './table-prefs'

// shell §3, §9: the minimum columns are id and actions; JumpServer's console keeps them to the table's
// defaults, so a table that leaves the id out of its defaults does not force a column of ids.
const ALL = ['name', 'username', 'email', 'id', 'actions']

describe('table column preferences', () => {
  it('fixes only the minimum columns the table shows by default', () => {
    expect(fixedColumns(['name', 'username', 'actions'])).toEqual(['actions'])
    expect(fixedColumns(['id', 'name', 'actions'])).toEqual(['id', 'actions'])
    expect(fixedColumns(['name'])).toEqual([])
  })

  it('shows the defaults when nothing is stored, without an id the defaults leave out', () => {
    expect(shownColumns(ALL, ['name', 'username', 'actions'], {})).toEqual(['name', 'username', 'actions'])
  })

  it('keeps a fixed column even when the stored preference left it out', () => {
    expect(shownColumns(ALL, ['name', 'id', 'actions'], { showColumns: ['name'] })).toEqual(['name', 'id', 'actions'])
    expect(shownColumns(ALL, ['name', 'actions'], { showColumns: ['email'] })).toEqual(['email', 'actions'])
  })

  it('shows an offered id once the preference asks for it', () => {
    expect(shownColumns(ALL, ['name', 'actions'], { showColumns: ['name', 'id'] })).toEqual(['name', 'id', 'actions'])
  })
})
