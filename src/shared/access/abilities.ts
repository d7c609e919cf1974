// The list-page and detail-page abilities of shell §6 as one exhaustive table (STYLE 6): an action
// missing from the table does not compile.
import { matchPermissions, type PermAction } from './permissions'

export type ListAction =
  | 'create'
  | 'bulkDelete'
  | 'bulkUpdate'
  | 'import'
  | 'export'
  | 'rowEdit'
  | 'rowClone'
  | 'rowDelete'
  | 'nameLink'

export type Needs = PermAction | 'add|change'

/**
 * A write the resource itself must accept, whatever the permissions: the audit logs accept none
 * (reference TSV: GET only), a list without bulk PATCH takes no bulk update (reference §1.6).
 */
export type ResourceCall = 'create' | 'update' | 'bulkUpdate' | 'delete'
export type ResourceCalls = Readonly<Record<ResourceCall, boolean>>
export const EVERY_CALL: ResourceCalls = { create: true, update: true, bulkUpdate: true, delete: true }
export const NO_CALL: ResourceCalls = { create: false, update: false, bulkUpdate: false, delete: false }

export interface AbilityRule {
  needs: Needs
  offInRootOrg: boolean
  /** The resource must accept one of these calls (none: reading only). */
  calls: readonly ResourceCall[]
}

/** shell §6, "List-page actions". */
export const LIST_ABILITIES: Record<ListAction, AbilityRule> = {
  create: { needs: 'add', offInRootOrg: true, calls: ['create'] },
  bulkDelete: { needs: 'delete', offInRootOrg: false, calls: ['delete'] },
  bulkUpdate: { needs: 'change', offInRootOrg: true, calls: ['bulkUpdate'] },
  import: { needs: 'add|change', offInRootOrg: true, calls: ['create', 'update'] },
  export: { needs: 'view', offInRootOrg: false, calls: [] },
  rowEdit: { needs: 'change', offInRootOrg: true, calls: ['update'] },
  rowClone: { needs: 'add', offInRootOrg: true, calls: ['create'] },
  rowDelete: { needs: 'delete', offInRootOrg: false, calls: ['delete'] },
  nameLink: { needs: 'view', offInRootOrg: false, calls: [] },
}

export const LIST_ACTIONS = Object.keys(LIST_ABILITIES) as ListAction[]

export interface ResourcePerms {
  app: string
  model: string
}

/** `add|change` on users/user → `users.add_user|users.change_user`. */
export function neededPermission({ app, model }: ResourcePerms, needs: Needs): string {
  return needs
    .split('|')
    .map((action) => `${app}.${action}_${model}`)
    .join('|')
}

function allowed(resource: ResourcePerms, rule: AbilityRule, held: ReadonlySet<string>, isRootOrg: boolean, calls: ResourceCalls) {
  if (rule.offInRootOrg && isRootOrg) return false
  if (rule.calls.length && !rule.calls.some((c) => calls[c])) return false
  return matchPermissions([neededPermission(resource, rule.needs)], held)
}

export function listAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
  calls: ResourceCalls = EVERY_CALL,
): Record<ListAction, boolean> {
  const set = new Set(held)
  const result = {} as Record<ListAction, boolean>
  for (const action of LIST_ACTIONS) result[action] = allowed(resource, LIST_ABILITIES[action], set, isRootOrg, calls)
  return result
}

/** Import modes need their own permission (shell §5): create needs add, update needs change. */
export function importModeAllowed(resource: ResourcePerms, mode: 'create' | 'update', held: Iterable<string>) {
  return matchPermissions([neededPermission(resource, mode === 'create' ? 'add' : 'change')], held)
}

export type DetailAction = 'update' | 'delete'

/** Detail page (shell §6): Update disabled in the root org or without change; Delete needs delete. */
export const DETAIL_ABILITIES: Record<DetailAction, AbilityRule> = {
  update: { needs: 'change', offInRootOrg: true, calls: ['update'] },
  delete: { needs: 'delete', offInRootOrg: false, calls: ['delete'] },
}

export function detailAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
  calls: ResourceCalls = EVERY_CALL,
): Record<DetailAction, boolean> {
  const set = new Set(held)
  return {
    update: allowed(resource, DETAIL_ABILITIES.update, set, isRootOrg, calls),
    delete: allowed(resource, DETAIL_ABILITIES.delete, set, isRootOrg, calls),
  }
}
