import { describe, expect, it } from 'vitest'
import {
  actionFromPath,
  cloneFromOf,
  flattenRoutes,
  menuRoutes,
  showsOrganization,
  type RouteContext,
  type RouteEntry,
} from './route-meta'

const table: RouteEntry[] = [
  {
    path: '/console',
    name: 'Console',
    meta: { view: true },
    children: [
      { path: 'users', name: 'UserList', meta: { permissions: ['users.view_user'] } },
      { path: 'roles', name: 'RoleList', meta: { permissions: ['rbac.view_orgrole|rbac.view_systemrole'] } },
      { path: 'acls/asset-acl', name: 'AssetAclList', meta: { licenseRequired: true, permissions: [] } },
      { path: 'ops/command-executions/create', name: 'BatchCommand', meta: { setting: 'SECURITY_COMMAND_EXECUTION', permissions: ['ops.add_adhocexecution'] } },
      { path: 'users/:id', name: 'UserDetail', meta: { hidden: true, permissions: ['users.view_user'] } },
    ],
  },
]
const ctx = (over: Partial<RouteContext> = {}): RouteContext => ({ perms: [], licenseValid: false, settings: {}, ...over })
const names = (routes: RouteEntry[]) => flattenRoutes(routes).map((r) => r.name)

describe('route meta (shell §2)', () => {
  it.each([
    ['/console/users/users/create', 'create'],
    ['/console/users/users/:id/update', 'update'],
    ['/console/users/users/:id/delete', 'destroy'],
    ['/console/users/users/:id', 'retrieve'],
    ['/console/users/users', 'list'],
    ['/console/users/creators', 'list'],
  ] as const)('%s is %s', (path, action) => expect(actionFromPath(path)).toBe(action))

  it('drops hidden, licence-gated, setting-gated and unpermitted routes from menus', () => {
    expect(names(menuRoutes(table, ctx({ perms: ['users.view_user'] })))).toEqual(['Console', 'UserList'])
    expect(names(menuRoutes(table, ctx({ perms: ['rbac.view_systemrole', 'ops.add_adhocexecution'], licenseValid: true, settings: { SECURITY_COMMAND_EXECUTION: true } })))).toEqual([
      'Console',
      'RoleList',
      'AssetAclList',
      'BatchCommand',
    ])
    expect(names(menuRoutes(table, ctx()))).toEqual([])
  })

  it('drops a setting-gated route while its setting is off, even with the permission held', () => {
    const held = ctx({ perms: ['ops.add_adhocexecution'], licenseValid: true })
    expect(names(menuRoutes(table, held))).toEqual(['Console', 'AssetAclList'])
    expect(names(menuRoutes(table, { ...held, settings: { SECURITY_COMMAND_EXECUTION: false } }))).toEqual(['Console', 'AssetAclList'])
    expect(names(menuRoutes(table, { ...held, settings: { SECURITY_COMMAND_EXECUTION: true } }))).toEqual(['Console', 'AssetAclList', 'BatchCommand'])
  })

  it('keeps a route without meta: it needs nothing', () => {
    const bare: RouteEntry[] = [{ path: '/open', name: 'Open', children: [{ path: 'page', name: 'Page' }] }]
    expect(names(menuRoutes(bare, ctx()))).toEqual(['Open', 'Page'])
    expect(showsOrganization([{}, { meta: {} }])).toBe(true)
  })

  it('flattens a table into full paths: absolute paths stay, relative ones join their parent', () => {
    const nested: RouteEntry[] = [
      { path: '/console/', name: 'A', children: [{ path: 'users', name: 'B', children: [{ path: ':id/update', name: 'C' }] }] },
      { path: 'top', name: 'D', children: [{ path: '/abs', name: 'E' }] },
    ]
    expect(flattenRoutes(nested).map((r) => [r.name, r.fullPath])).toEqual([
      ['A', '/console/'],
      ['B', '/console/users'],
      ['C', '/console/users/:id/update'],
      ['D', '/top'],
      ['E', '/abs'],
    ])
    expect(flattenRoutes([{ path: 'x', name: 'X' }], '/base/').map((r) => r.fullPath)).toEqual(['/base/x'])
  })

  it('carries clone_from and showOrganization', () => {
    expect(cloneFromOf(new URLSearchParams('clone_from=42'))).toBe('42')
    expect(cloneFromOf(new URLSearchParams('clone_from='))).toBeNull()
    expect(cloneFromOf({ clone_from: '7' })).toBe('7')
    expect(cloneFromOf({ clone_from: 7 })).toBeNull()
    expect(cloneFromOf({})).toBeNull()
    expect(showsOrganization([{ meta: {} }, { meta: { showOrganization: false } }])).toBe(false)
    expect(showsOrganization([{ meta: {} }])).toBe(true)
  })
})
