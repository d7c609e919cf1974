import { modelVersion } from './db'
import { mock } from './state'
import { MswTable, type Row } from './store'

// Lookups the handlers do on every request (session user, role bindings), served from indexes
// instead of @mswjs/data's scanning queries (store.ts explains the cost at 100k rows).
type Db = ReturnType<typeof mock>['db']
export type UserRow = NonNullable<ReturnType<Db['user']['findFirst']>>
type RoleRow = NonNullable<ReturnType<Db['role']['findFirst']>>
type BindingRow = NonNullable<ReturnType<Db['roleBinding']['findFirst']>>

export const USER_COLUMNS = [
  'id', 'username', 'name', 'email', 'password', 'source', 'mfa_level', 'otp_bound', 'is_first_login', 'is_active',
  'need_update_password', 'is_service_account', 'date_password_last_updated', 'date_joined', 'date_expired',
  'last_login', 'phone', 'wechat', 'comment', 'created_by',
] as const

const tables = new WeakMap<object, MswTable>()
/** The Table view of an @mswjs/data model (one per model instance, so a reset gets fresh ones). */
export function mswTable<R extends Row>(model: object, columns: readonly string[]): MswTable<R> {
  let t = tables.get(model)
  if (!t) {
    t = new MswTable(model as never, columns)
    tables.set(model, t)
  }
  return t as MswTable<R>
}

export const usersTable = () => mswTable<UserRow & Row>(mock().db.user, USER_COLUMNS)
export const userById = (id: string) => usersTable().get(id) as UserRow | undefined

let usernameIndex: { model: object; version: number; map: Map<string, UserRow> } | undefined
export function userByUsername(username: string): UserRow | undefined {
  const model = mock().db.user
  const version = modelVersion(model)
  if (!usernameIndex || usernameIndex.model !== model || usernameIndex.version !== version) {
    usernameIndex = { model, version, map: new Map(usersTable().all().map((u) => [u.username, u as UserRow])) }
  }
  return usernameIndex.map.get(username)
}

export interface Binding extends Omit<BindingRow, 'role'> {
  role: RoleRow
}

interface BindingIndex {
  model: object
  version: string
  byUser: Map<string, Binding[]>
  /** Users with any org role in an org: the members of that org. */
  membersOf: Map<string, Set<string>>
}
let bindingIndex: BindingIndex | undefined

function bindingsIndex(): BindingIndex {
  const { db } = mock()
  const version = `${modelVersion(db.roleBinding)}:${modelVersion(db.role)}`
  if (bindingIndex && bindingIndex.model === db.roleBinding && bindingIndex.version === version) return bindingIndex
  const roles = new Map(db.role.getAll().map((r) => [r.id, r]))
  const byUser = new Map<string, Binding[]>()
  const membersOf = new Map<string, Set<string>>()
  for (const b of db.roleBinding.getAll()) {
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
  bindingIndex = { model: db.roleBinding, version, byUser, membersOf }
  return bindingIndex
}

export const bindingsOf = (userId: string): Binding[] => bindingsIndex().byUser.get(userId) ?? []
export const membersOf = (orgId: string): Set<string> => bindingsIndex().membersOf.get(orgId) ?? new Set()
