import { beforeEach, describe, expect, it } from 'vitest'
import { addTag, closeAllTags, closeOtherTags, closeTag, labelTag, resetTags, tagsState } from './tags'

const tag = (path: string, search = '', affix = false) => ({ path, search, title: 'menu.x', affix })
const paths = () => tagsState.visited.map((t) => t.path + t.search)

describe('page tags (shell §2, §4)', () => {
  beforeEach(resetTags)

  it('keeps one tag per path, which remembers the latest query', () => {
    addTag(tag('/console/users/users'))
    addTag(tag('/console/users/users', '?filters=search~a'))
    addTag(tag('/console/users/users', '?filters=search~a&page=2'))
    expect(paths()).toEqual(['/console/users/users?filters=search~a&page=2'])
  })

  it('closing keeps the affix tags, and forgets the labels of the closed ones', () => {
    addTag(tag('/console/dashboard', '', true))
    addTag(tag('/a'))
    addTag(tag('/b'))
    labelTag('/a', 'Create User')
    labelTag('/b', 'User: alice')
    closeTag('/a')
    expect(paths()).toEqual(['/console/dashboard', '/b'])
    expect(tagsState.labels).toEqual({ '/b': 'User: alice' })
    closeOtherTags('/console/dashboard')
    expect(paths()).toEqual(['/console/dashboard'])
    addTag(tag('/c'))
    closeAllTags()
    closeTag('/console/dashboard')
    expect(paths()).toEqual(['/console/dashboard'])
    expect(tagsState.labels).toEqual({})
  })
})
