import { describe, expect, it } from 'vitest'
import { flatRoutes, routeByName } from '@/shared/access/route-table'
import { LANGUAGES } from '@/shared/i18n'
import { resources } from '@/shared/i18n/all-languages'
import { featureNamespaces } from './all-feature-locales'
import { pagesByRoute, pageFor, resourceBase, resourcesByBase } from './page-registry'

// Issue 11: every route of the table has a page, or is listed here as not built yet. The list is
// written by hand, per route issue, and shrinks to nothing as they land; a route built while still
// listed fails too, so the list never lies.
const PENDING: Record<string, string[]> = {
  'console part 1 (issue 12)': [],
  'console part 2 (issue 13)': [],
  'audit, workbench, tickets (issue 14)': [],
  'settings and profile (issue 15)': [],
}
const pending = new Set(Object.values(PENDING).flat())

/** Leaf pages of the table the router serves (not external links, not menu groups). */
const pages = flatRoutes.filter((r) => !r.external && !r.children?.length)

type Tree = { [key: string]: string | Tree }
const lookup = (tree: object | undefined, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Tree)[part] : undefined), tree)

describe('the route table and the pages (issue 11)', () => {
  it.each(pages.map((r) => [r.name ?? r.fullPath, r] as const))('%s has a page, or is listed as pending, never both', (_, route) => {
    expect(route.name, `${route.fullPath} needs a name`).toBeTruthy()
    expect(Boolean(pageFor(route)), `${route.name}: built = not pending`).toBe(!pending.has(route.name!))
  })

  it('every pending name is a route of the table', () => {
    expect([...pending].filter((name) => !routeByName(name))).toEqual([])
  })

  it('every page file serves a route of the table (a misspelt file name is no silent placeholder)', () => {
    const orphans = [...pagesByRoute.values()].filter((p) => !routeByName(p.name)).map((p) => p.file)
    expect(orphans).toEqual([])
  })

  it('every resource file serves resource routes of the table', () => {
    const bases = new Set(flatRoutes.map(resourceBase).filter(Boolean))
    const orphans = [...resourcesByBase.values()].filter((r) => !bases.has(r.name)).map((r) => r.file)
    expect(orphans).toEqual([])
  })

  it.each(LANGUAGES.map((l) => [l]))('every route title exists in %s', (language) => {
    const missing = flatRoutes.map((r) => r.meta?.title).filter((key): key is string => Boolean(key) && typeof lookup(resources[language].shell, key!) !== 'string')
    expect(missing).toEqual([])
  })

  it.each(LANGUAGES.map((l) => [l]))('every resource names its kind in its feature namespace in %s', (language) => {
    const missing = [...resourcesByBase.values()]
      .filter((r) => typeof lookup(featureNamespaces[language][r.feature], `names.${r.name}`) !== 'string')
      .map((r) => `${r.feature}:names.${r.name}`)
    expect(missing).toEqual([])
  })
})
