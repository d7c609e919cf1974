import { beforeAll, describe, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'
import { FIELD_FACTS, RECORDED_DIR, SETTINGS_FACTS, firstItem, metadataDiff, normaliseDates, recorded, recordedEndpoints, recordingPresent, valueKindDiff } from './recorded'

// Issue 27: for every endpoint a real v2.26.1 answered (shared/reference/recorded-2.26.1), the mock's OPTIONS
// metadata (type, required, read_only, write_only, default, max_length, choices, recursively), the keys of
// its list items, the kinds of the first list item's values (an integer id, a protocols text, a computed field
// the server never leaves null) and the kinds of a settings category's values equal the server's. The seed may differ, the shapes may not. CI always has the recording
// beside the checkout: without it this test fails, it never passes silently.

/** Differences kept on purpose, by endpoint: a pattern of the diff line and why. Written by hand. */
const EXCEPTIONS: { endpoint: RegExp; line: RegExp; reason: string }[] = [
  { endpoint: /^(change-auth|cloud|gathered-user-tasks|licence|interface-settings)/, line: /status/, reason: 'the recording is the open-source edition (xpack answers 404); the mock plays an enterprise server unless XPACK_ENABLED is off' },
  { endpoint: /^asset-permission-all-users$/, line: /^GET status 500/, reason: "the server's own error on that install (recording README), not a shape to copy" },
  { endpoint: /^user-granted-nodes$/, line: /^OPTIONS status 403/, reason: "the server's OPTIONS there checks a permission even the super admin lacks (a server quirk); no console asks it" },
  { endpoint: /^assets$/, line: /^item keys: missing –; extra domain_display$/, reason: 'DRF drops a dotted-source field whose object is null (the recorded asset has no domain); seed-dependent' },
  { endpoint: /^(apply-asset-tickets|apply-application-tickets|apply-login-tickets|apply-login-asset-tickets|apply-command-tickets|tickets)$/, line: /^POST\./, reason: 'tickets are opened through open/ with its own serializer; the POST the list route lists (and refuses) is described by the read serializer' },
  { endpoint: /^(apply-login-tickets|apply-login-asset-tickets|apply-command-tickets)$/, line: /^GET\.(title|serial_num)\.max_length|^GET\.org_id\.(type|max_length)/, reason: 'the facts of a field are kept per resource, not per method: these GETs get the open/ serializer\'s lengths' },
  { endpoint: /^users$/, line: /^GET\.last_login kind: string ≠ null$/, reason: "the lists' first users differ: the recorded one had signed in, the mock's first (an LDAP import) never has, and a user who never signed in has null on a real server too" },
  // Not served yet (issue 27 point 4: the extra actions and their OPTIONS); each is a TODO, not a rule.
  { endpoint: /^node-children$/, line: /^(POST|PUT|PATCH): |^item keys/, reason: 'TODO: nodes/children/ is a create-a-child route on the server' },
]

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/
/** Where an id of the recording's install sits, the list that holds one of the mock's own. */
const OWNERS: [RegExp, string][] = [
  [/\/perms\/users\/$/, '/api/v1/users/users/'],
  [/\/assets\/assets\/$/, '/api/v1/assets/assets/'],
  [/\/asset-permissions\/$/, '/api/v1/perms/asset-permissions/'],
  [/\/system-users\/$/, '/api/v1/assets/system-users/'],
  [/ticket_id=$/, '/api/v1/tickets/tickets/'],
]

let admin: Client

async function mockPath(path: string): Promise<string> {
  const m = UUID.exec(path)
  if (!m || m[0].startsWith('00000000-')) return path
  const before = path.slice(0, m.index)
  const list = OWNERS.find(([re]) => re.test(before))?.[1]
  if (!list) throw new Error(`no owner list for ${path}`)
  const { body } = await admin.json<{ id: string }[]>('GET', list)
  return before + body[0].id + path.slice(m.index + m[0].length)
}

async function diffOf(name: string, path: string): Promise<string[]> {
  const lines: string[] = []
  const target = await mockPath(path)
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
      const m = firstItem(body)
      if (r && m) {
        const missing = Object.keys(r).filter((k) => !(k in m))
        const extra = Object.keys(m).filter((k) => !(k in r))
        if (missing.length || extra.length) lines.push(`item keys: missing ${missing.join(',') || '–'}; extra ${extra.join(',') || '–'}`)
        // A key only one side has is the line above's difference, not a kind's.
        lines.push(...valueKindDiff(Object.fromEntries(Object.entries(r).filter(([k]) => k in m)), m))
      }
    }
  }
  return lines.filter((line) => !EXCEPTIONS.some((e) => e.endpoint.test(name) && e.line.test(line)))
}

describe('the mock answers as the recorded v2.26.1 server (issue 27)', () => {
  it(`finds the recording (${RECORDED_DIR})`, () => {
    expect(recordingPresent()).toBe(true)
  })

  beforeAll(async () => {
    resetMock({ now: Date.UTC(2022, 8, 1) })
    admin = await signIn('admin')
  })

  const endpoints = recordingPresent() ? recordedEndpoints() : []
  it.each(endpoints.map((e) => [e.name, e.path] as const))('%s %s: same metadata, item keys and value kinds', async (name, path) => {
    expect(await diffOf(name, path)).toEqual([])
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

  it('reports a difference it is shown (the comparison can fail)', () => {
    const real = { POST: { actions: { type: 'multiple choice', required: false, read_only: false, write_only: false } } }
    const mock = { POST: { actions: { type: 'field', required: false, read_only: false, write_only: false, default: true } } }
    expect(metadataDiff(real, mock)).toEqual(['POST.actions.type: "multiple choice" ≠ "field"', 'POST.actions.default: – ≠ true'])
  })
})
