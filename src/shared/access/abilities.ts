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

export interface AbilityRule {
  needs: Needs
  offInRootOrg: boolean
}

/** shell §6, "List-page actions". */
export const LIST_ABILITIES: Record<ListAction, AbilityRule> = {
  create: { needs: 'add', offInRootOrg: true },
  bulkDelete: { needs: 'delete', offInRootOrg: false },
  bulkUpdate: { needs: 'change', offInRootOrg: true },
  import: { needs: 'add|change', offInRootOrg: true },
  export: { needs: 'view', offInRootOrg: false },
  rowEdit: { needs: 'change', offInRootOrg: true },
  rowClone: { needs: 'add', offInRootOrg: true },
  rowDelete: { needs: 'delete', offInRootOrg: false },
  nameLink: { needs: 'view', offInRootOrg: false },
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

function allowed(resource: ResourcePerms, rule: AbilityRule, held: ReadonlySet<string>, isRootOrg: boolean) {
  if (rule.offInRootOrg && isRootOrg) return false
  return matchPermissions([neededPermission(resource, rule.needs)], held)
}

export function listAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
): Record<ListAction, boolean> {
  const set = new Set(held)
  const result = {} as Record<ListAction, boolean>
  for (const action of LIST_ACTIONS) result[action] = allowed(resource, LIST_ABILITIES[action], set, isRootOrg)
  return result
}

/** Import modes need their own permission (shell §5): create needs add, update needs change. */
export function importModeAllowed(resource: ResourcePerms, mode: 'create' | 'update', held: Iterable<string>) {
  return matchPermissions([neededPermission(resource, mode === 'create' ? 'add' : 'change')], held)
}

export type DetailAction = 'update' | 'delete'

/** Detail page (shell §6): Update disabled in the root org or without change; Delete needs delete. */
export const DETAIL_ABILITIES: Record<DetailAction, AbilityRule> = {
  update: { needs: 'change', offInRootOrg: true },
  delete: { needs: 'delete', offInRootOrg: false },
}

export function detailAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
): Record<DetailAction, boolean> {
  const set = new Set(held)
  return {
    update: allowed(resource, DETAIL_ABILITIES.update, set, isRootOrg),
    delete: allowed(resource, DETAIL_ABILITIES.delete, set, isRootOrg),
  }
}
