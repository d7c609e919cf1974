import { describe, expect, it } from 'vitest'
import { chooseTab, readTabSearch, withoutTabSearch, writeTabSearch } from './active-tab'

describe("a tab's table page and search in the address (shell §2)", () => {
  it('writes the page and the search beside the tab, in the list form', () => {
    expect(writeTabSearch('?activeTab=Perm_user_groups', 'Perm_user_groups', { page: 3, search: 'Team 42' })).toBe('?activeTab=Perm_user_groups&filters=search~Team%2042&page=3')
  })

  it('writes neither page 1 nor an empty search: the address stays clean', () => {
    expect(writeTabSearch('?activeTab=Perm_users&filters=search~ops&page=4', 'Perm_users', { page: 1, search: '' })).toBe('?activeTab=Perm_users')
    expect(writeTabSearch('', undefined, { page: 1, search: '  ' })).toBe('')
  })

  it('names the tab it belongs to, even when the address did not (it was chosen by the cookie)', () => {
    expect(writeTabSearch('', 'GroupMembers', { page: 2, search: '' })).toBe('?activeTab=GroupMembers&page=2')
  })

  it('keeps the parameters that are not its own, and folds a plain search into the list form', () => {
    const oid = '00000000-0000-0000-0000-000000000002'
    expect(writeTabSearch(`?oid=${oid}&search=old&page=2`, 'Perm_nodes', { page: 2, search: 'new' })).toBe(`?oid=${oid}&activeTab=Perm_nodes&filters=search~new&page=2`)
  })

  it('reads back what it wrote, with any text', () => {
    const written = writeTabSearch('?activeTab=X', 'X', { page: 5, search: 'a~b, c&d' })
    expect(readTabSearch(written)).toEqual({ page: 5, search: 'a~b, c&d' })
  })

  it('reads page 1 and no search from an address without them or with a bad page', () => {
    expect(readTabSearch('?activeTab=X')).toEqual({ page: 1, search: '' })
    expect(readTabSearch('?activeTab=X&page=-2')).toEqual({ page: 1, search: '' })
  })

  it("drops the tab's own parameters when another tab is chosen, and keeps the rest", () => {
    const next = withoutTabSearch(new URLSearchParams('?activeTab=A&filters=search~x&page=3&search=y&oid=o'))
    expect(next.toString()).toBe('activeTab=A&oid=o')
  })

  it('chooses the tab of the query, then of the cookie, then the first visible one', () => {
    expect(chooseTab(['A', 'B'], 'B', 'A')).toBe('B')
    expect(chooseTab(['A', 'B'], 'Z', 'B')).toBe('B')
    expect(chooseTab(['A', 'B'], null, 'Z')).toBe('A')
  })
})
