import { bindingsOf, cachedPerms, orgById } from '../store/lookups'
import { mock } from '../store/live-state'
import { DEFAULT_ORG_ID, ROOT_ORG_ID, ROOT_ORG_NAME } from '../store/org-ids'

export interface OrgRef {
  id: string
  name: string
  is_default: boolean
  is_root: boolean
}

type User = NonNullable<ReturnType<ReturnType<typeof mock>['db']['user']['findFirst']>>

export const rootOrg = (): OrgRef => ({ id: ROOT_ORG_ID, name: ROOT_ORG_NAME, is_default: false, is_root: true })

export function orgRef(id: string): OrgRef | undefined {
  if (id === ROOT_ORG_ID) return rootOrg()
  const org = orgById(id)
  return org ? { id: org.id, name: org.name, is_default: org.id === DEFAULT_ORG_ID, is_root: false } : undefined
}

const bindings = bindingsOf

export const isSuperAdmin = (userId: string) =>
  bindings(userId).some((b) => b.scope === 'system' && b.role.name === 'SystemAdmin')

export const isSystemAuditor = (userId: string) =>
  bindings(userId).some((b) => b.scope === 'system' && b.role.name === 'SystemAuditor')

/** Permissions of a user in an org: the system roles' plus the org roles' of that org (domain §6). */
export function permsIn(userId: string, orgId: string): Set<string> {
  // Memoised until a role or binding changes: the check runs on every request.
  return cachedPerms(userId, orgId, () => {
    const perms = new Set<string>()
    for (const b of bindings(userId)) {
      if (b.scope === 'system' || (b.scope === 'org' && b.org === orgId)) b.role.perms.forEach((p) => perms.add(p))
    }
    return perms
  })
}

export function rolesIn(userId: string, orgId: string) {
  return bindings(userId)
    .filter((b) => b.scope === 'system' || b.org === orgId)
    .map((b) => ({ id: b.role.id, name: b.role.name, display_name: b.role.display_name, builtin: b.role.builtin, scope: b.scope }))
}

/** Orgs the user may use for a view: those where the view's permission is held (reference §2.1). */
export function orgsFor(user: User, viewPerm: 'rbac.view_console' | 'rbac.view_audit' | 'rbac.view_workbench'): OrgRef[] {
  const { db, settings } = mock()
  const all = db.organization.getAll().sort((a, b) => (a.id === DEFAULT_ORG_ID ? -1 : b.id === DEFAULT_ORG_ID ? 1 : a.name.localeCompare(b.name)))
  const orgs = all.filter((o) => permsIn(user.id, o.id).has(viewPerm)).map((o) => orgRef(o.id)!)
  const global = isSuperAdmin(user.id) || (isSystemAuditor(user.id) && viewPerm === 'rbac.view_audit')
  if (global && settings.XPACK_ENABLED && viewPerm !== 'rbac.view_workbench') orgs.unshift(rootOrg())
  return orgs
}

/**
 * Org resolution (reference §1.10): ?oid=, then the X-JMS-ORG header, then the X-JMS-ORG cookie,
 * then Default. Aliases default/root are accepted; an unknown id falls back to Default.
 */
export function resolveOrg(request: Request, cookies: Record<string, string>): OrgRef {
  const url = new URL(request.url)
  const raw = url.searchParams.get('oid') || request.headers.get('x-jms-org') || cookies['X-JMS-ORG'] || ''
  const lowered = raw.toLowerCase()
  if (lowered === 'root') return rootOrg()
  if (lowered === 'default' || !raw) return orgRef(DEFAULT_ORG_ID)!
  return orgRef(raw) ?? orgRef(DEFAULT_ORG_ID)!
}
