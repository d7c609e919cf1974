import { modelVersion } from './models'
import { mock } from './live-state'
import { MswTable, type Row } from './tables'

// Lookups the handlers do on every request (session user, role bindings), served from indexes
// instead of @mswjs/data's scanning queries (tables.ts explains the cost at 100k rows).
type Db = ReturnType<typeof mock>['db']
export type UserRow = NonNullable<ReturnType<Db['user']['findFirst']>>
type RoleRow = NonNullable<ReturnType<Db['role']['findFirst']>>
type BindingRow = NonNullable<ReturnType<Db['roleBinding']['findFirst']>>

export const USER_COLUMNS = [
  'id', 'username', 'name', 'email', 'password', 'source', 'mfa_level', 'otp_bound', 'is_first_login', 'is_active',
  'need_update_password', 'is_service_account', 'date_password_last_updated', 'date_joined', 'date_expired',
  'last_login', 'phone', 'wechat', 'comment', 'created_by', 'public_key',
] as const

const tables = new WeakMap<object, MswTable>()
/** The Table view of an @mswjs/data model (one per model instance, so a reset gets fresh ones). */
export function mswTable<R extends Row>(name: Extract<keyof Db, string>, columns: readonly string[]): MswTable<R> {
  const { db } = mock()
  const model = db[name]
  let t = tables.get(model)
  if (!t) {
    t = new MswTable(db, name, columns)
    tables.set(model, t)
  }
  return t as MswTable<R>
}

export const usersTable = () => mswTable<UserRow & Row>('user', USER_COLUMNS)
export const userById = (id: string) => usersTable().get(id) as UserRow | undefined

export const ROLE_COLUMNS = ['id', 'name', 'display_name', 'scope', 'builtin', 'perms', 'comment', 'date_created', 'date_updated', 'created_by'] as const
export const rolesTable = () => mswTable<Row>('role', ROLE_COLUMNS)
/** A role of a scope ('system' | 'org'), or undefined: what a user's system_roles / org_roles may name. */
export const roleOfScope = (id: string, scope: string) => (rolesTable().get(id)?.scope === scope ? rolesTable().get(id) : undefined)

/** The user signing in or named by a control call: an index kept in step with writes (tables.ts). */
export const userByUsername = (username: string) => usersTable().findBy('username', username) as UserRow | undefined

export interface Binding extends Omit<BindingRow, 'role'> {
  role: RoleRow
}

interface BindingIndex {
  model: object
  version: string
  byUser: Map<string, Binding[]>
  /** Users with any org role in an org: the members of that org. */
  membersOf: Map<string, Set<string>>
  /** Permission sets per `user|org`, filled on first use (session/org-access.ts permsIn). */
  perms: Map<string, Set<string>>
  /** Bindings per role id (role lists show users_amount). */
  countByRole: Map<string, number>
}
let bindingIndex: BindingIndex | undefined

function bindingsIndex(): BindingIndex {
  const { db } = mock()
  const version = `${modelVersion(db.roleBinding)}:${modelVersion(db.role)}`
  if (bindingIndex && bindingIndex.model === db.roleBinding && bindingIndex.version === version) return bindingIndex
  const roles = new Map(db.role.getAll().map((r) => [r.id, r]))
  const byUser = new Map<string, Binding[]>()
  const membersOf = new Map<string, Set<string>>()
  const countByRole = new Map<string, number>()
  for (const b of db.roleBinding.getAll()) {
    countByRole.set(b.role, (countByRole.get(b.role) ?? 0) + 1)
    const role = roles.get(b.role)
    if (!role) continue
    const list = byUser.get(b.user) ?? []
    list.push({ ...b, role })
    byUser.set(b.user, list)
    if (b.scope === 'org' && b.org) {
      const set = membersOf.get(b.org) ?? new Set<string>()
      set.add(b.user)
      membersOf.set(b.org, set)
    }
  }
  bindingIndex = { model: db.roleBinding, version, byUser, membersOf, perms: new Map(), countByRole }
  return bindingIndex
}

export const bindingsOf = (userId: string): Binding[] => bindingsIndex().byUser.get(userId) ?? []
export const membersOf = (orgId: string): Set<string> => bindingsIndex().membersOf.get(orgId) ?? new Set()
export const bindingCountOf = (roleId: string): number => bindingsIndex().countByRole.get(roleId) ?? 0

/** A memo per user and org of a permission set, dropped with the binding index on any role write. */
export function cachedPerms(userId: string, orgId: string, compute: () => Set<string>): Set<string> {
  const cache = bindingsIndex().perms
  const key = `${userId}|${orgId}`
  let set = cache.get(key)
  if (!set) {
    set = compute()
    cache.set(key, set)
  }
  return set
}

let orgIndex: { model: object; version: number; byId: Map<string, OrgRow> } | undefined
type OrgRow = NonNullable<ReturnType<Db['organization']['findFirst']>>
/** Organisations by id (resolveOrg runs on every request). */
export function orgById(id: string): OrgRow | undefined {
  const model = mock().db.organization
  const version = modelVersion(model)
  if (!orgIndex || orgIndex.model !== model || orgIndex.version !== version) {
    orgIndex = { model, version, byId: new Map(model.getAll().map((o) => [o.id, o])) }
  }
  return orgIndex.byId.get(id)
}
