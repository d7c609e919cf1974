import { beforeEach, describe, expect, it, vi } from 'vitest'
import { fixedColumns, foldPanel, panelFolded, readPrefs, shownColumns, writePrefs } from './table-prefs'

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

describe('the folded panel beside a table', () => {
  beforeEach(() => {
    const store = new Map<string, string>()
    vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v) })
  })

  it('is one user’s choice for one page, kept beside the table’s columns', () => {
    writePrefs('CommandList', { showColumns: ['input'] })
    foldPanel('CommandList', 'u-1', true)
    expect(panelFolded('CommandList', 'u-1')).toBe(true)
    expect(panelFolded('CommandList', 'u-2')).toBe(false)
    expect(panelFolded('AssetList', 'u-1')).toBe(false)
    expect(readPrefs('CommandList').showColumns).toEqual(['input'])
    foldPanel('CommandList', 'u-2', true)
    foldPanel('CommandList', 'u-1', false)
    expect(panelFolded('CommandList', 'u-1')).toBe(false)
    expect(panelFolded('CommandList', 'u-2')).toBe(true)
  })
})
