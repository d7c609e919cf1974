import { describe, expect, it } from 'vitest'
import { canonicalSearch, filterQuery, hasFilter, readSearchState, writeSearchState } from './search-state'

describe('list search state in the address (shell §2, §9)', () => {
  it('reads the filters form: search and each filter as key~value pairs', () => {
    const state = readSearchState('?filters=search~Directory,source~ldap&page=2&order=-name')
    expect(state).toEqual({ search: 'Directory', filters: { source: 'ldap' }, order: '-name', page: 2 })
  })

  it('reads a filter or the search given as a parameter of its own, and writes them back as pairs', () => {
    const state = readSearchState('?source=ldap&search=user&page=3')
    expect(state.search).toBe('user')
    expect(state.filters).toEqual({ source: 'ldap' })
    expect(hasFilter(state)).toBe(true)
    expect(writeSearchState({ ...state, page: 1 })).toBe('?filters=search~user,source~ldap')
  })

  it('never takes paging, order, tab or org parameters for filters', () => {
    const state = readSearchState('?page=2&order=name&activeTab=Basic&oid=00000000-0000-0000-0000-000000000002')
    expect(state.filters).toEqual({})
    expect(hasFilter(state)).toBe(false)
  })

  it('lets the filters form win over a plain parameter of the same name', () => {
    expect(readSearchState('?source=local&filters=source~ldap').filters).toEqual({ source: 'ldap' })
  })

  it('keeps the date range in date_start and date_end', () => {
    const state = readSearchState('?date_start=2026-01-01&date_end=2026-01-07')
    expect(state.filters).toEqual({ date_start: '2026-01-01', date_end: '2026-01-07' })
    expect(writeSearchState(state)).toBe('?date_start=2026-01-01&date_end=2026-01-07')
  })

  it('does not count the date range as a filter, nor send it under its address names', () => {
    const dated = readSearchState('?date_start=2026-01-01&date_end=2026-01-07')
    expect(hasFilter(dated)).toBe(false)
    expect(filterQuery(dated)).toEqual({ search: undefined })
    const both = readSearchState('?date_start=2026-01-01&date_end=2026-01-07&filters=username~ann')
    expect(hasFilter(both)).toBe(true)
    expect(filterQuery(both)).toEqual({ username: 'ann', search: undefined })
  })

  it('writes a link with a parameter per field in the one filters form, keeping paging, order, tab and oid', () => {
    expect(canonicalSearch('?search=Directory&source=ldap&page=2&order=-name&activeTab=info&oid=o1')).toBe(
      '?filters=search~Directory,source~ldap&order=-name&page=2&activeTab=info&oid=o1',
    )
    expect(readSearchState(canonicalSearch('?username=a~b,c'))).toEqual(readSearchState('?username=a~b,c'))
  })

  it('leaves an address already in the filters form as it is', () => {
    for (const search of ['', '?page=2&filters=search~x', '?oid=o1&activeTab=info', '?date_start=2026-01-01']) expect(canonicalSearch(search)).toBe(search)
  })
})
