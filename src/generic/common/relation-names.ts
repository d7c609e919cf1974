// Names of the objects a detail refers to by id (issue 22: details show names for every relation, the
// organisation included). The server names many relations itself (`*_display`, `org_name`, used
// first by field-text.ts); the rest are looked up here: one `?ids=a,b,…` list call per related
// resource and chunk (reference §1.2: `ids` filters `id__in`), through the query cache, so a second
// detail naming the same objects asks nothing. Organisations come from the profile (shell §3).
import { useQueries } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { idChunks, rowsOf } from '@/shared/api/resource'
import { sessionState } from '@/shared/state/session'
import { silentResourceOf } from './api'
import { displayKeyOf, idsOf, isPlainObject } from './field-text'
import { queryKeys } from '@/shared/api/query-keys'
import { ROOT_ORG_ID } from '@/shared/constants'

type NameRow = Record<string, unknown>

interface RelationSource {
  url: string
  name: (row: NameRow) => string
  /** Where to look for the ids the current organisation does not list (a super admin named as a reviewer). */
  everywhere?: string
}

// Users outside the current organisation (the super admin is no member of it) are listed in the root
// organisation, to those who may read it (shell §7: `oid` sets the organisation header of a call).
const USERS: RelationSource = { url: '/api/v1/users/users/', name: (r) => `${String(r.name)}(${String(r.username)})`, everywhere: `/api/v1/users/users/?oid=${ROOT_ORG_ID}` }
const GROUPS: RelationSource = { url: '/api/v1/users/groups/', name: (r) => String(r.name) }
const ASSETS: RelationSource = { url: '/api/v1/assets/assets/', name: (r) => String(r.hostname ?? r.name) }
const NODES: RelationSource = { url: '/api/v1/assets/nodes/', name: (r) => String(r.full_value ?? r.value ?? r.name) }
const SYSTEM_USERS: RelationSource = { url: '/api/v1/assets/system-users/', name: (r) => String(r.name) }
const NAMED = (url: string): RelationSource => ({ url, name: (r) => String(r.name) })

/** The resource a relation field points to, by the field's name as the 2.26 serializers spell it. */
const SOURCES: Record<string, RelationSource> = {
  users: USERS,
  user: USERS,
  user_id: USERS,
  applicant: USERS,
  assignees: USERS,
  reviewers: USERS,
  recipients: USERS,
  groups: GROUPS,
  user_groups: GROUPS,
  usergroup: GROUPS,
  assets: ASSETS,
  // A task version's hosts (AdHoc.hosts) and a batch command's (CommandExecution.hosts) are assets.
  hosts: ASSETS,
  asset: ASSETS,
  asset_id: ASSETS,
  apply_assets: ASSETS,
  nodes: NODES,
  node: NODES,
  apply_nodes: NODES,
  system_users: SYSTEM_USERS,
  system_user: SYSTEM_USERS,
  system_user_id: SYSTEM_USERS,
  systemuser: SYSTEM_USERS,
  apply_system_users: SYSTEM_USERS,
  domain: NAMED('/api/v1/assets/domains/'),
  admin_user: NAMED('/api/v1/assets/admin-users/'),
  unix_admin_user: NAMED('/api/v1/assets/admin-users/'),
  windows_admin_user: NAMED('/api/v1/assets/admin-users/'),
  labels: { url: '/api/v1/assets/labels/', name: (r) => `${String(r.name)}:${String(r.value)}` },
  cmd_filters: NAMED('/api/v1/assets/cmd-filters/'),
  applications: NAMED('/api/v1/applications/applications/'),
}

const ORG_FIELDS = new Set(['org_id', 'org'])

/**
 * id → name for the relations of `objects` (a detail's object, or a list page's rows) the server did
 * not name (`fields`: the ones shown). Null while a lookup runs; ids no lookup could name (an unknown
 * relation, a list the user may not read) are absent, and shown counted, never raw.
 */
export function useRelationNames(objects: NameRow | readonly NameRow[], fields: readonly string[]): Record<string, string> | null {
  const profile = useSnapshot(sessionState).profile
  const wanted = new Map<RelationSource, Set<string>>()
  const names: Record<string, string> = {}
  for (const orgs of [profile?.console_orgs, profile?.audit_orgs, profile?.workbench_orgs]) for (const org of orgs ?? []) names[org.id] = org.name
  const want = (object: NameRow, field: string) => {
    const source = SOURCES[field]
    if (!source || ORG_FIELDS.has(field) || displayKeyOf(field, (k) => k in object)) return
    for (const id of idsOf(object[field])) if (!names[id]) wanted.set(source, (wanted.get(source) ?? new Set()).add(id))
  }
  for (const object of Array.isArray(objects) ? objects : [objects])
    for (const field of fields) {
      want(object, field)
      // A nested object's relations too (an application's attrs.asset), named where the part is shown.
      const nested = object[field]
      if (isPlainObject(nested)) for (const part of Object.keys(nested)) want(nested, part)
    }
  const calls = [...wanted].flatMap(([source, ids]) => idChunks([...ids].sort()).map((chunk) => ({ source, chunk })))
  const answers = useQueries({ queries: calls.map(({ source, chunk }) => namesQuery(source.url, chunk)) })
  const answered = !answers.some((a) => a.isPending)
  if (answered)
    answers.forEach((a, i) => {
      for (const row of a.data ?? []) names[String(row.id)] = calls[i].source.name(row)
    })
  // Then, once, the ids the organisation did not name, where the source lists them all.
  const again = answered
    ? calls.flatMap(({ source, chunk }) => {
        const left = chunk.filter((id) => !names[id])
        return source.everywhere && left.length ? [{ source, chunk: left, url: source.everywhere }] : []
      })
    : []
  const more = useQueries({ queries: again.map(({ url, chunk }) => namesQuery(url, chunk)) })
  if (!answered || more.some((a) => a.isPending)) return null
  more.forEach((a, i) => {
    for (const row of a.data ?? []) names[String(row.id)] = again[i].source.name(row)
  })
  return names
}

const namesQuery = (url: string, chunk: string[]) => ({
  queryKey: queryKeys.relationNames(url, chunk),
  queryFn: async () => rowsOf(await silentResourceOf(url).list({ ids: chunk, limit: chunk.length })).rows,
  staleTime: 60_000,
  retry: false,
})
