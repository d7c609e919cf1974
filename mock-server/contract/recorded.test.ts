import { describe, expect, it } from 'vitest'
import type { Client } from '../entry/test-client'
import { againstRecording } from './against-recording'
import { FIELD_FACTS, mockPath, SETTINGS_FACTS, firstItem, itemMetadataDiff, metadataDiff, normaliseDates, recorded, recordedEndpoints, recordingPresent, valueKindDiff } from './recorded'

// Issue 27: for every endpoint a real v2.26.1 answered (shared/reference/recorded-2.26.1), the mock's OPTIONS
// metadata (type, required, read_only, write_only, default, max_length, choices, recursively), the keys of
// its list items, the kinds of the first list item's values (an integer id, a protocols text, a computed field
// the server never leaves null), nested objects' keys and kinds and arrays' first items, recursively, and the
// kinds of a settings category's values equal the server's. Where the recorded list is empty, the mock's item is
// held against the recorded OPTIONS' GET fields (keys, and kinds by field type). The seed may differ, the shapes may not. CI always has the recording
// beside the checkout: without it this test fails, it never passes silently.

/** Differences kept on purpose, by endpoint: a pattern of the diff line and why. Written by hand. */
const EXCEPTIONS: { endpoint: RegExp; line: RegExp; reason: string }[] = [
  { endpoint: /^(change-auth|cloud|gathered-user-tasks|licence|interface-settings)/, line: /status/, reason: 'the recording is the open-source edition (xpack answers 404); the mock plays an enterprise server unless XPACK_ENABLED is off' },
  { endpoint: /^asset-permission-all-users$/, line: /^GET status 500/, reason: "the server's own error on that install (recording README), not a shape to copy" },
  { endpoint: /^user-granted-nodes$/, line: /^OPTIONS status 403/, reason: "the server's OPTIONS there checks a permission even the super admin lacks (a server quirk); no console asks it" },
  { endpoint: /^assets$/, line: /^item keys: missing –; extra domain_display$/, reason: 'DRF drops a dotted-source field whose object is null (the recorded asset has no domain); seed-dependent' },
  { endpoint: /^(apply-login-tickets|apply-login-asset-tickets|apply-command-tickets)$/, line: /^POST\.\w+\.(read_only|required)/, reason: "tickets are opened through open/ with its own serializer; the POST the list route lists (and refuses) is described by the display serializer (its fields, as the detail route's), whose read-only marks the mock keeps as that type's list's" },
  { endpoint: /^(apply-login-tickets|apply-login-asset-tickets|apply-command-tickets)$/, line: /^GET\.(title|serial_num)\.max_length|^GET\.org_id\.(type|max_length)/, reason: 'the facts of a field are kept per resource, not per method: these GETs get the open/ serializer\'s lengths' },
  { endpoint: /^users$/, line: /^GET\.last_login kind: string ≠ null$/, reason: "the lists' first users differ: the recorded one had signed in, the mock's first (an LDAP import) never has, and a user who never signed in has null on a real server too" },
  { endpoint: /^(ops-tasks|ops-adhoc-executions)$/, line: /^GET\.(latest_execution\.)?last_failure keys: extra [\w.-]+$/, reason: "last_failure is a DictField keyed by the hosts that failed (AdHocExecution.failed_hosts, ansible's dark): its keys are host names, not a shape; the recorded runs reached no host, the seed's leaves one unreachable" },
  // Not served yet (issue 27 point 4: the extra actions and their OPTIONS); each is a TODO, not a rule.
]

/**
 * Recorded lists the mock's seed leaves empty, so that no item of theirs is compared; written by hand, each
 * with why. The recording has no item of any of them either.
 */
const EMPTY_IN_MOCK: Record<string, string> = {
  'application-permission-UserGroup-relations': 'the seeded application permission names no user group: naming one would grant its members the application, which the workbench scenarios do not expect',
  'connection-tokens': 'a token is made when someone connects (a component or the workbench); a fresh install holds none',
  'super-connection-tokens': 'likewise, made by a component connecting on behalf of a user',
  'temp-tokens': "made by a user asking for one (profile/temp-token); the seed asks for none",
  'terminal-tasks': 'a task is queued when a session is killed; the seed kills none',
  'favorite-assets': "the signed-in admin's own favourites: the workbench's favourite scenarios start from none",
  'my-granted-assets': 'the contract signs in as the super admin, granted nothing, as on the recording',
  'my-granted-applications': 'likewise, the super admin is granted no application',
  'session-commands': 'the recorded path names no command storage and no session: the server answers none then (CommandViewSet), so does the mock',
  'system-user-node-relations': 'the seeded system users are bound to no node (their nodes are empty)',
  'system-user-user-relations': 'the seeded system users are bound to no user (username_same_with_user is off)',
}

let admin: Client

/** Which lists the run compared, and how: filled by diffOf, read by the coverage test at the end. */
const compared = { byItem: [] as string[], byMetadata: [] as string[], emptyInMock: [] as string[] }
const itemsOf = (body: unknown): Record<string, unknown>[] => (Array.isArray(body) ? body : ((body as { results?: Record<string, unknown>[] } | null)?.results ?? []))
const isList = (body: unknown) => Array.isArray(body) || (!!body && typeof body === 'object' && Array.isArray((body as { results?: unknown }).results))
/** The recorded OPTIONS' GET fields of an endpoint (the read serializer), when the server answered them. */
function optionsGetFields(name: string): Record<string, Record<string, unknown>> | undefined {
  const options = recorded(name, 'OPTIONS')
  return options.status === 200 ? (options.body as { actions?: { GET?: Record<string, Record<string, unknown>> } }).actions?.GET : undefined
}

async function diffOf(name: string, path: string): Promise<string[]> {
  const lines: string[] = []
  const target = await mockPath(admin, path)
  for (const method of ['OPTIONS', 'GET'] as const) {
    const real = recorded(name, method)
    const res = await admin.call(method, target)
    const text = await res.text()
    if (res.status !== real.status) {
      lines.push(`${method} status ${real.status} ≠ ${res.status}`)
      continue
    }
    if (real.status !== 200) continue
    const body = JSON.parse(text) as { actions?: unknown }
    if (method === 'OPTIONS') {
      lines.push(...metadataDiff(normaliseDates((real.body as { actions?: unknown }).actions) as never, normaliseDates(body.actions) as never, name.startsWith('settings-') ? SETTINGS_FACTS : FIELD_FACTS))
    } else if (name.startsWith('settings-')) {
      lines.push(...valueKindDiff(real.body as Record<string, unknown>, body as Record<string, unknown>))
    } else {
      const r = firstItem(real.body)
      // Items of a list of several types (tickets) are compared type to type: their nested snapshots differ by type.
      const m = (r && 'type' in r ? itemsOf(body).find((i) => i.type === r.type) : undefined) ?? firstItem(body)
      if (r && m) {
        const missing = Object.keys(r).filter((k) => !(k in m))
        const extra = Object.keys(m).filter((k) => !(k in r))
        if (missing.length || extra.length) lines.push(`item keys: missing ${missing.join(',') || '–'}; extra ${extra.join(',') || '–'}`)
        // A key only one side has is the line above's difference, not a kind's.
        lines.push(...valueKindDiff(Object.fromEntries(Object.entries(r).filter(([k]) => k in m)), m))
        compared.byItem.push(name)
      } else if (m) {
        // The recording's list is empty: the mock's item is held against the server's OPTIONS description of it.
        const described = optionsGetFields(name)
        if (described) {
          lines.push(...itemMetadataDiff(described, m))
          compared.byMetadata.push(name)
        }
      } else if (r) lines.push("item: the recording has one, the mock's list is empty")
      if (!m && isList(body)) compared.emptyInMock.push(name)
    }
  }
  return lines.filter((line) => !EXCEPTIONS.some((e) => e.endpoint.test(name) && e.line.test(line)))
}

describe('the mock answers as the recorded v2.26.1 server (issue 27)', () => {
  againstRecording((client) => (admin = client))

  // A field name the mock names one way for every resource but the server does not: a session's
  // protocols are lower case (Session.PROTOCOL), a system user's capitalised.
  it("names a session's protocols as the server does, not as a system user's", async () => {
    type Choices = { actions: Record<string, Record<string, { choices?: Array<{ value: string; display_name: string }> }>> }
    const names = (body: unknown) => Object.fromEntries(((body as Choices).actions.GET.protocol.choices ?? []).map((c) => [c.value, c.display_name]))
    const mock = await admin.json<Choices>('OPTIONS', '/api/v1/terminal/sessions/')
    expect(names(mock.body)).toEqual(names(recorded('terminal-sessions', 'OPTIONS').body))
    const systemUsers = await admin.json<Choices>('OPTIONS', '/api/v1/assets/system-users/')
    expect(((systemUsers.body.actions.POST ?? systemUsers.body.actions.GET).protocol.choices ?? []).find((c) => c.value === 'ssh')?.display_name).toBe('SSH')
  })

  // Session.asset is str(asset) when it began: the recorded session names "web-01(10.0.0.11)", hostname then
  // IP in brackets, beside asset_id. Every ordinary (asset) session of the seed names its asset so.
  it("names a session's asset as the server does, its hostname then its IP in brackets", async () => {
    const shape = /^(.+)\((\d{1,3}(?:\.\d{1,3}){3})\)$/
    const [sample] = recorded('terminal-sessions', 'GET').body as Array<{ asset: string }>
    expect(sample.asset).toMatch(shape)
    const sessions = (await admin.json<Array<{ asset: string; asset_id: string }>>('GET', '/api/v1/terminal/sessions/')).body
    const assets = new Map((await admin.json<Array<{ id: string; hostname: string; ip: string }>>('GET', '/api/v1/assets/assets/')).body.map((a) => [a.id, a]))
    const ordinary = sessions.filter((s) => assets.has(s.asset_id))
    expect(ordinary.length).toBeGreaterThan(0)
    for (const s of ordinary) expect(s.asset).toBe(`${assets.get(s.asset_id)!.hostname}(${assets.get(s.asset_id)!.ip})`)
  })

  const endpoints = recordingPresent() ? recordedEndpoints() : []
  it.each(endpoints.map((e) => [e.name, e.path] as const))('%s %s: same metadata, item keys and value kinds', async (name, path) => {
    expect(await diffOf(name, path)).toEqual([])
  })

  it('compares an item of every recorded list but those the mock leaves empty, each named with its reason', () => {
    console.info(`recorded lists compared: ${compared.byItem.length} item to item, ${compared.byMetadata.length} against the recorded OPTIONS; empty in the mock: ${compared.emptyInMock.length}`)
    expect(compared.byItem.length + compared.byMetadata.length).toBeGreaterThanOrEqual(80)
    expect([...compared.emptyInMock].sort()).toEqual(Object.keys(EMPTY_IN_MOCK).sort())
  })

  it("reports a setting whose value is of another kind than the server's (the comparison can fail)", () => {
    expect(valueKindDiff({ SECURITY_MFA_AUTH: 0, EMAIL_HOST: null, SITE_URL: 'http://localhost:8080' }, { SECURITY_MFA_AUTH: '', EMAIL_HOST: 'smtp.example.com', SITE_URL: 'http://127.0.0.1' })).toEqual([
      'GET.SECURITY_MFA_AUTH kind: number ≠ string',
    ])
  })

  it("reports a list item's value of another kind than the server's, a computed field left null among them (the comparison can fail)", () => {
    const real = { id: 1, protocols: 'ssh/22', can_join: false, last_login: null, comment: null }
    const mock = { id: '1', protocols: ['ssh/22'], can_join: null, last_login: '2022/09/01 08:00:00 +0800', comment: '' }
    expect(valueKindDiff(real, mock)).toEqual(['GET.id kind: number ≠ string', 'GET.protocols kind: string ≠ array', 'GET.can_join kind: boolean ≠ null'])
  })

  it('reports a nested value of another kind, a nested key only the mock has, and an array item of another kind (the comparison can fail)', () => {
    const real = { meta: { data: { id: 'n1', amount: 2 } }, rel_snapshot: { apply_assets: ['web-01(10.0.0.11)'] }, tasks: [{ action: { module: 'ping' } }] }
    const mock = { meta: { data: { id: 'n1', amount: '2' } }, rel_snapshot: { apply_assets: [{ id: 'a' }] }, tasks: [{ action: { module: 'setup', args: '' } }] }
    expect(valueKindDiff(real, mock)).toEqual(['GET.meta.data.amount kind: number ≠ string', 'GET.rel_snapshot.apply_assets[0] kind: string ≠ object', 'GET.tasks[0].action keys: extra args'])
  })

  it("reports an item the recorded OPTIONS describes otherwise: a key it lacks or adds, a kind its type does not allow, a nested field with a default left out (the comparison can fail)", () => {
    const fields = {
      id: { type: 'integer', read_only: true },
      name: { type: 'string' },
      password: { type: 'string', write_only: true },
      attrs: { type: 'nested object', children: { host: { type: 'string', required: true }, use_ssl: { type: 'boolean', default: false }, ca_cert: { type: 'string', required: false } } },
      level: { type: 'choice', choices: [{ value: 1 }, { value: 2 }] },
    }
    expect(itemMetadataDiff(fields, { id: '7', name: null, attrs: { host: 'db' }, level: '1', extra: true })).toEqual([
      'item keys: missing –; extra extra',
      'GET.id kind: integer ≠ string',
      'GET.attrs keys: missing use_ssl; extra –',
      'GET.level kind: choice ≠ string',
    ])
  })

  it('reports a difference it is shown (the comparison can fail)', () => {
    const real = { POST: { actions: { type: 'multiple choice', required: false, read_only: false, write_only: false } } }
    const mock = { POST: { actions: { type: 'field', required: false, read_only: false, write_only: false, default: true } } }
    expect(metadataDiff(real, mock)).toEqual(['POST.actions.type: "multiple choice" ≠ "field"', 'POST.actions.default: – ≠ true'])
  })
})
