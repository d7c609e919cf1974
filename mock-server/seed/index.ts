import { personas, PERSONA_PASSWORD, type OrgKey, type Persona } from '../../fixtures/personas'
import type { Db } from '../store/models'
import { bulkLoad } from '../store/tables'
import { BRANCH_ORG_ID, DEFAULT_ORG_ID } from '../store/org-ids'
import { DAY_MS, daysAgo, serverDate } from '../drf/dates'
import { createIdGenerator } from '../store/id-generator'
import { DEFAULT_SCALE } from './scale'
import {
  allPerms,
  orgAdminPerms,
  orgAuditorPerms,
  orgUserPerms,
  selfServicePerms,
  systemAuditorPerms,
  workbenchPerms,
} from './permissions'
import type { PublicSettings } from './settings'

export interface SeedOptions {
  /** Extra users (and, once the asset models exist, assets) for benchmarks. */
  scale?: number
  now?: number
}

export { DEFAULT_SCALE }

export const orgIds: Record<OrgKey, string> = { default: DEFAULT_ORG_ID, branch: BRANCH_ORG_ID }

const builtinRoles = [
  { id: 1, name: 'SystemAdmin', display_name: 'System administrator', scope: 'system', perms: allPerms },
  { id: 2, name: 'SystemAuditor', display_name: 'System auditor', scope: 'system', perms: systemAuditorPerms },
  { id: 3, name: 'User', display_name: 'User', scope: 'system', perms: [...selfServicePerms, ...workbenchPerms] },
  { id: 5, name: 'OrgAdmin', display_name: 'Organization administrator', scope: 'org', perms: orgAdminPerms },
  { id: 6, name: 'OrgAuditor', display_name: 'Organization auditor', scope: 'org', perms: orgAuditorPerms },
  { id: 7, name: 'OrgUser', display_name: 'Organization user', scope: 'org', perms: orgUserPerms },
] as const

export function seed(db: Db, settings: PublicSettings, options: SeedOptions = {}) {
  const now = options.now ?? Date.now()
  const nextId = createIdGenerator(0x5eed)
  const created = serverDate(new Date(now - 400 * DAY_MS))

  db.organization.create({ id: DEFAULT_ORG_ID, name: 'Default', comment: '', created_by: 'System', date_created: created })
  db.organization.create({ id: BRANCH_ORG_ID, name: 'Branch Office', comment: 'Second organisation', created_by: 'admin', date_created: created })

  const roleIds = new Map<string, string>()
  for (const role of builtinRoles) {
    // The server's builtin roles have fixed ids (recorded-2.26.1: 00000000-…-000000000001 SystemAdmin … 7 OrgUser);
    // a seeded id is still drawn so that every later seeded id stays what it was.
    nextId()
    const id = `00000000-0000-0000-0000-${String(role.id).padStart(12, '0')}`
    roleIds.set(role.name, id)
    db.role.create({ id, name: role.name, display_name: role.display_name, scope: role.scope, builtin: true, perms: [...role.perms], comment: '', date_created: created, date_updated: created, created_by: 'System' })
  }

  // Personas go through create(); the scaled staff rows are bulk-loaded (store/tables.ts says why), with
  // the same ids, values and order as create() would give them.
  const bulkUsers: Record<string, unknown>[] = []
  const bulkBindings: Record<string, unknown>[] = []
  const addUser = (p: Persona, bulk = false) => {
    const expiresIn = p.passwordExpiresInDays
    const passwordAge = expiresIn === undefined ? 10 : settings.SECURITY_PASSWORD_EXPIRATION_TIME - expiresIn
    const user = {
      id: nextId(),
      username: p.username,
      name: p.name,
      email: p.email,
      password: PERSONA_PASSWORD,
      source: p.source ?? 'local',
      mfa_level: p.otpBound ? 1 : 0,
      otp_bound: Boolean(p.otpBound),
      is_first_login: Boolean(p.isFirstLogin),
      is_active: true,
      need_update_password: false,
      is_service_account: false,
      date_password_last_updated: daysAgo(passwordAge, now),
      date_joined: created,
      date_expired: serverDate(new Date(now + 70 * 365 * DAY_MS)),
      last_login: null,
      phone: null,
      wechat: '',
      comment: p.description,
      created_by: 'System',
    }
    const bindings = [{ id: nextId(), user: user.id, role: roleIds.get(p.systemRole)!, scope: 'system', org: null as string | null }]
    for (const [orgKey, roles] of Object.entries(p.orgRoles) as [OrgKey, string[]][]) {
      for (const role of roles) bindings.push({ id: nextId(), user: user.id, role: roleIds.get(role)!, scope: 'org', org: orgIds[orgKey] })
    }
    if (bulk) {
      bulkUsers.push(user)
      bulkBindings.push(...bindings)
    } else {
      db.user.create(user)
      bindings.forEach((b) => db.roleBinding.create(b))
    }
  }

  Object.values(personas).forEach((p) => addUser(p))

  for (let i = 1; i <= (options.scale ?? DEFAULT_SCALE); i++) {
    const n = String(i).padStart(String(options.scale ?? DEFAULT_SCALE).length, '0')
    addUser({
      username: `staff${n}`,
      name: `Staff Member ${n}`,
      email: `staff${n}@example.com`,
      systemRole: 'User',
      orgRoles: { [i % 5 === 0 ? 'branch' : 'default']: ['OrgUser'] },
      description: 'Seeded user',
    }, true)
  }
  bulkLoad(db, 'user', bulkUsers)
  bulkLoad(db, 'roleBinding', bulkBindings)
}
