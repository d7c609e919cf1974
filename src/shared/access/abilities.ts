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
 * A method the list's own route must accept: its OPTIONS `actions` name POST and PATCH only when the
 * route allows them (reference §1.6: a list without bulk PATCH takes no bulk update).
 */
export type ListMethod = 'POST' | 'PATCH'
export type ListMethods = Readonly<Record<ListMethod, boolean>>
export const EVERY_METHOD: ListMethods = { POST: true, PATCH: true }

export interface AbilityRule {
  needs: Needs
  offInRootOrg: boolean
  /** The list's route must accept this method (create, clone: POST; bulk update: PATCH). */
  method?: ListMethod
}

/** shell §6, "List-page actions". */
export const LIST_ABILITIES: Record<ListAction, AbilityRule> = {
  create: { needs: 'add', offInRootOrg: true, method: 'POST' },
  bulkDelete: { needs: 'delete', offInRootOrg: false },
  bulkUpdate: { needs: 'change', offInRootOrg: true, method: 'PATCH' },
  import: { needs: 'add|change', offInRootOrg: true },
  export: { needs: 'view', offInRootOrg: false },
  rowEdit: { needs: 'change', offInRootOrg: true },
  rowClone: { needs: 'add', offInRootOrg: true, method: 'POST' },
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

/**
 * Each action: its permission and root-org rule, the method it needs from the list's route, and not
 * among the actions the resource does not offer (`without`: a list-only route, a read-only log).
 */
export function listAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
  methods: ListMethods = EVERY_METHOD,
  without: readonly ListAction[] = [],
): Record<ListAction, boolean> {
  const set = new Set(held)
  const result = {} as Record<ListAction, boolean>
  for (const action of LIST_ACTIONS) {
    const rule = LIST_ABILITIES[action]
    result[action] = !without.includes(action) && (!rule.method || methods[rule.method]) && allowed(resource, rule, set, isRootOrg)
  }
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

/** The list action whose absence (`without`) takes the detail's button away too. */
const DETAIL_AS_ROW: Record<DetailAction, ListAction> = { update: 'rowEdit', delete: 'rowDelete' }

export function detailAbilities(
  resource: ResourcePerms,
  held: Iterable<string>,
  isRootOrg: boolean,
  without: readonly ListAction[] = [],
): Record<DetailAction, boolean> {
  const set = new Set(held)
  const can = (action: DetailAction) => !without.includes(DETAIL_AS_ROW[action]) && allowed(resource, DETAIL_ABILITIES[action], set, isRootOrg)
  return { update: can('update'), delete: can('delete') }
}
