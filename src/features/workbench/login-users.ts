// The login (system) users of an asset and which one a Connect offers first (domain §5: "when several
// system users are authorised, the higher priority is the default login user"; system user priority 1-100).
// In 2.26 the smaller number is the higher priority: the model's help text says "1-100, the lower the value
// will be match first" (apps/assets/models/user.py, SystemUser.priority), and the web terminal connects with
// the smallest one (luna v2.26.1, connect.component.ts: filterHighestPrioritySystemUsers takes Math.min).
// The admin console's help text of that release says the opposite (lina: "1 lowest, 100 highest"); the
// server and the terminal that logs in decide, so this console follows them.

export interface LoginUser {
  id: string
  name: string
  username: string
  /** The wire value (ssh, rdp…): shown through its word, never as is. */
  protocol: string
  /** 1-100, the smaller the higher; an unreadable one ranks after every readable one. */
  priority: number
  loginMode: 'auto' | 'manual'
}

/** A row of AssetSystemUserSerializer as the console uses it; missing fields read as the least they can mean. */
export function toLoginUser(raw: unknown): LoginUser {
  const r = (raw ?? {}) as Record<string, unknown>
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v))
  const priority =
    typeof r.priority === 'number' && Number.isFinite(r.priority) ? r.priority : Number.POSITIVE_INFINITY
  return {
    id: text(r.id),
    name: text(r.name),
    username: text(r.username),
    protocol: text(r.protocol),
    priority,
    loginMode: r.login_mode === 'manual' ? 'manual' : 'auto',
  }
}

/** Negative when `a` comes first: the higher priority (the smaller number). */
export const byPriority = (a: LoginUser, b: LoginUser): number => a.priority - b.priority

/**
 * The login users in the order a Connect offers them: the higher priority first; equal priorities keep the
 * server's order (by name). The first is the default login user; with several of the highest priority,
 * none is higher than the others and the first by name is the one chosen to start with.
 */
export function inLoginOrder(users: readonly LoginUser[]): LoginUser[] {
  return users
    .map((user, at) => ({ user, at }))
    .sort((a, b) => byPriority(a.user, b.user) || a.at - b.at)
    .map(({ user }) => user)
}
