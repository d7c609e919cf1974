// Permission matching (shell §6, domain §6). Strings are `app.action_model`; permissions are those
// of the current org. Deny by default: anything unknown or malformed never passes.

export type PermAction = 'add' | 'change' | 'delete' | 'view'
/** Route and API actions (shell §2) and the permission action each needs (shell §6). */
export type RouteAction = 'create' | 'update' | 'list' | 'retrieve' | 'destroy'

export const ACTION_TO_PERM: Record<RouteAction, PermAction> = {
  create: 'add',
  update: 'change',
  list: 'view',
  retrieve: 'view',
  destroy: 'delete',
}

/** `app.action_model`: lower-case words, digits and underscores, one dot. */
const PERMISSION_SHAPE = /^[a-z][a-z0-9_]*\.[a-z][a-z0-9]*_[a-z0-9_]+$/

export function isPermissionString(value: unknown): value is string {
  return typeof value === 'string' && PERMISSION_SHAPE.test(value)
}

/** `actionPerm('users', 'list', 'user')` → `users.view_user`. */
export function actionPerm(app: string, action: RouteAction, model: string): string {
  return `${app}.${ACTION_TO_PERM[action]}_${model}`
}

function entryPasses(entry: string, held: ReadonlySet<string>): boolean {
  if (typeof entry !== 'string') return false
  const alternatives = entry.split('|').map((a) => a.trim())
  // `a|` or `|b` is malformed: the whole entry is refused rather than half-read.
  if (alternatives.some((a) => !isPermissionString(a))) return false
  return alternatives.some((a) => held.has(a))
}

/**
 * True when every required entry matches; an entry with `|` passes when any alternative matches;
 * an empty list passes (a route open to any signed-in user, shell §6).
 */
export function matchPermissions(required: readonly string[], held: Iterable<string>): boolean {
  if (!Array.isArray(required)) return false
  const set = held instanceof Set ? (held as ReadonlySet<string>) : new Set(held)
  return required.every((entry) => entryPasses(entry, set))
}
