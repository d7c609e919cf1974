import { http, HttpResponse } from 'msw'
import { authed, type AuthedContext } from '../session/sessions'
import { parseServerDate, serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { choiceName } from '../i18n'
import { pick, type Translations } from '../i18n/language'
import { matching } from '../drf/query'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'
import { drfError, objectNotFound } from '../drf/errors'
import { ROOT_ORG_ID } from '../store/org-ids'

/**
 * Whether an Elasticsearch host answers. The mock runs no node, so it decides by the host's name: the names
 * and addresses reserved for documentation and tests never answer (RFC 2606 and 6761: example.com, .net,
 * .org and their subdomains, the .example, .invalid and .test domains; RFC 5737: 192.0.2.0/24,
 * 198.51.100.0/24, 203.0.113.0/24), nor an address that is not a URL; any other host answers.
 */
export function esHostAnswers(address: unknown): boolean {
  let host: string
  try {
    host = new URL(String(address)).hostname.toLowerCase().replace(/\.$/, '')
  } catch {
    return false
  }
  if (/(^|\.)example\.(com|net|org)$/.test(host) || /(^|\.)(example|invalid|test)$/.test(host)) return false
  return !/^(192\.0\.2|198\.51\.100|203\.0\.113)\.\d+$/.test(host)
}

/** An Elasticsearch config answers when it names hosts and each of them answers (the client pings without retry). */
const esAnswers = (meta: unknown) => {
  const hosts = (meta && typeof meta === 'object' ? (meta as Record<string, unknown>).HOSTS : undefined) as unknown
  return Array.isArray(hosts) && hosts.length > 0 && hosts.every(esHostAnswers)
}

/**
 * Whether a storage can be read (2.26 CommandStorage/ReplayStorage.is_valid): the database ('server') and
 * 'null' always; an Elasticsearch one when its hosts answer (esHostAnswers); another remote one (S3, …)
 * never: none runs beside the mock, as none runs beside the recorded server.
 */
export const storageReadable = (storage: Row) => storage.type === 'server' || storage.type === 'null' || (storage.type === 'es' && esAnswers(storage.meta))

/** The commands a storage holds: the mock's commands are the database's ('server'); 'null' keeps none. */
const storedCommands = (storage: Row): readonly Row[] => (storage.type === 'server' ? tableOf('session commands').all() : [])

/**
 * What 2.26 keeps of its storages (terminal/api/storage.py, serializers/storage.py): one default, so saving
 * one as the default takes it from the others (set_to_default); the database and 'null' storages and the
 * default one are never deleted, nor one a terminal still writes to.
 */
function storageRules(kind: 'command' | 'replay') {
  const table = () => tableOf(`${kind} storages`)
  return {
    afterWrite: (row: Row, body: Record<string, unknown>, _ctx: unknown, _created: boolean) => {
      if (body.is_default !== true) return
      for (const other of table().all()) if (other.id !== row.id && other.is_default) table().update(other.id, { is_default: false })
    },
    beforeDelete: (row: Row) => {
      if (row.type === 'null' || row.type === 'server' || row.is_default) return HttpResponse.json({ msg: 'Deleting the default storage is not allowed' }, { status: 400 })
      const inUse = tableOf('terminals (components)').all().some((t) => !t.is_deleted && t[`${kind}_storage`] === row.name)
      return inUse ? HttpResponse.json({ msg: 'Cannot delete storage that is being used' }, { status: 400 }) : undefined
    },
  }
}

/** The defaults of an Elasticsearch command storage's meta (2.26 terminal/serializers/storage.py). */
const ES_DEFAULTS = { INDEX: 'jumpserver', DOC_TYPE: 'command' } as const

// Sessions, commands and terminal components (domain §2 audit/sessions, audit/command, settings/terminal).

/** Session.can_join (2.26): a live session of a terminal protocol, not opened from an RDP client. */
const JOINABLE = ['ssh', 'vnc', 'rdp', 'telnet', 'k8s']
/** SessionSerializer's computed fields, the same for the admin's list and a user's own (my-sessions). */
const sessionFields = (r: Row) => ({
  can_replay: Boolean(r.has_replay),
  can_join: !r.is_finished && r.login_from !== 'RT' && JOINABLE.includes(String(r.protocol)),
  can_terminate: !r.is_finished,
  command_amount: tableOf('session commands').all().filter((c) => c.session === r.id).length,
})

export const terminalResources = [
  defineResource('terminal sessions', { model: 'Session', perm: 'terminal.session', serialize: sessionFields }),
  defineResource('my sessions', { model: 'Session', perm: { view: null, add: null, change: null, delete: null }, table: () => tableOf('terminal sessions'), scope: (ctx) => (r: Row) => r.user_id === ctx.user.id, serialize: sessionFields }),
  defineResource('session commands', {
    model: 'Command',
    perm: 'terminal.command',
    // CommandViewSet (2.26): the commands of one storage (?command_storage_id=), of a session across the
    // readable storages (?session_id= alone), else none. A storage id naming no storage, or one that cannot
    // be read, is refused before the list: RBACPermission asks get_queryset for the model, whose
    // CommandStorage.objects.get (DoesNotExist) or StorageInvalid it swallows; with no model and no
    // rbac_perms on the view, no action is allowed (403 "Action not allowed: list, only `` supported").
    beforeList: (ctx) => {
      const id = ctx.url.searchParams.get('command_storage_id')
      if (!id) return undefined
      const storage = tableOf('command storages').get(id)
      return storage && storageReadable(storage) ? undefined : drfError(403, 'Action not allowed: list, only `` supported', 'permission_denied')
    },
    queryset: (ctx) => {
      const q = ctx.url.searchParams
      const id = q.get('command_storage_id')
      if (id) return storedCommands(tableOf('command storages').get(id)!)
      if (q.get('session_id')) return tableOf('command storages').all().some((s) => storageReadable(s) && s.type === 'server') ? tableOf('session commands').all() : []
      return []
    },
    serialize: (r, ctx) => ({ risk_level_display: choiceName('risk_level', Number(r.risk_level) === 5 ? 5 : 0, ctx.lang), timestamp_display: r.timestamp_display }),
    // The command filter's date range is on the timestamp (seconds), and session_id names the session.
    filters: { date_from: (v) => (r) => Number(r.timestamp) * 1000 >= (parseServerDate(v)?.getTime() ?? 0), date_to: (v) => (r) => Number(r.timestamp) * 1000 <= (parseServerDate(v)?.getTime() ?? Infinity), session_id: (v) => (r) => r.session === v, command_storage_id: () => () => true },
  }),
  defineResource('session sharings', { model: 'SessionSharing', perm: 'terminal.sessionsharing' }),
  defineResource('session join records', { model: 'SessionJoinRecord', perm: 'terminal.sessionjoinrecord' }),
  defineResource('terminals (components)', { model: 'Terminal', perm: 'terminal.terminal', unique: [['name']], bulkDelete: 'jms' }),
  defineResource('terminal status', { model: 'Status', perm: 'terminal.terminal', scope: (ctx) => (r: Row) => r.terminal === ctx.params.terminal }),
  defineResource('terminal tasks', { model: 'Task', perm: 'terminal.session', bulkDelete: 'jms' }),
  // The choices of swift's PROTOCOL and azure's ENDPOINT_SUFFIX (terminal/serializers/storage.py), besides the TSV's types.
  defineResource('replay storages', {
    model: 'ReplayStorage',
    perm: 'terminal.replaystorage',
    unique: [['name']],
    specPatch: { choices: { PROTOCOL: ['http', 'https'], ENDPOINT_SUFFIX: ['core.chinacloudapi.cn', 'core.windows.net'] } },
    ...storageRules('replay'),
  }),
  defineResource('command storages', {
    model: 'CommandStorage',
    perm: 'terminal.commandstorage',
    unique: [['name']],
    beforeDelete: storageRules('command').beforeDelete,
    // CommandStorage.save (terminal/models/storage.py): once saved, an Elasticsearch storage's config is
    // checked (CommandStore.pre_use_check): a node that does not answer raises InvalidElasticsearch, a
    // 400 {detail, code}, and the request's transaction keeps nothing. The meta is the stored one with the
    // body's over it (validate_meta), so renaming or marking default a storage that does not answer fails too.
    beforeSave: (data, _ctx, existing) => {
      if ((data.type ?? existing?.type) !== 'es') return undefined
      const stored = existing?.meta && typeof existing.meta === 'object' ? existing.meta : {}
      const sent = data.meta && typeof data.meta === 'object' ? data.meta : {}
      return esAnswers({ ...stored, ...sent }) ? undefined : drfError(400, 'Invalid elasticsearch config', 'invalid_elasticsearch')
    },
    // 2.26's ESSerializer: INDEX defaults to the product's name, the hidden DOC_TYPE is always 'command' (domain §9).
    afterWrite: (row, body, ctx, created) => {
      storageRules('command').afterWrite(row, body, ctx, created)
      if (row.type !== 'es') return
      const meta = (row.meta && typeof row.meta === 'object' ? row.meta : {}) as Record<string, unknown>
      tableOf('command storages').update(row.id, { meta: { ...meta, INDEX: meta.INDEX || ES_DEFAULTS.INDEX, DOC_TYPE: ES_DEFAULTS.DOC_TYPE } })
    },
  }),
  // EndpointSerializer.get_oracle_port: the matched port on the smart action only, 0 on the list and a detail.
  defineResource('endpoints', { model: 'Endpoint', perm: 'terminal.endpoint', unique: [['name']], bulkDelete: 'jms', serialize: () => ({ oracle_port: 0 }) }),
  defineResource('endpoint rules', { model: 'EndpointRule', perm: 'terminal.endpointrule', unique: [['name']], bulkDelete: 'jms', serialize: (r) => ({ endpoint_display: String(tableOf('endpoints').get(String(r.endpoint))?.name ?? '') }) }),
]

/** One ustar entry: a 512-byte header (name, mode, size, mtime, checksum) then the data padded to 512. */
function tarEntry(name: string, data: Uint8Array, mtime: number): Uint8Array[] {
  const header = new Uint8Array(512)
  const put = (text: string, at: number) => header.set(new TextEncoder().encode(text), at)
  const octal = (n: number, width: number) => n.toString(8).padStart(width - 1, '0') + '\0'
  put(name, 0)
  put(octal(0o644, 8), 100)
  put(octal(0, 8), 108)
  put(octal(0, 8), 116)
  put(octal(data.length, 12), 124)
  put(octal(Math.floor(mtime / 1000), 12), 136)
  put('        ', 148)
  put('0', 156)
  put('ustar\0' + '00', 257)
  put(octal(header.reduce((a, b) => a + b, 0), 7) + ' ', 148)
  return [header, data, new Uint8Array((512 - (data.length % 512)) % 512)]
}

/** prepare_offline_file: a tar of the replay and {id}.json (the session as SessionDisplaySerializer gives it). */
function replayTar(session: Row): Uint8Array {
  const now = Date.now()
  const text = (t: string) => new TextEncoder().encode(t)
  const parts = [
    ...tarEntry(`${session.id}.replay.gz`, text(`mock replay of session ${session.id}\n`), now),
    ...tarEntry(`${session.id}.json`, text(JSON.stringify(session)), now),
    new Uint8Array(1024),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  parts.reduce((at, p) => (out.set(p, at), at + p.length), 0)
  return out
}

const inOrg = (row: Row | undefined, orgId: string) => Boolean(row) && (orgId === ROOT_ORG_ID || row!.org_id === orgId)

const commandsDef = () => terminalResources.find((d) => d.key === 'session commands')!

/** The commands of a storage that the list's filters (dates, user, asset, input, risk) select. */
function commandCount(ctx: AuthedContext, storage: Row): number {
  const url = new URL(ctx.request.url)
  url.searchParams.set('command_storage_id', storage.id)
  // CommandFilter's fields only: the tree has no search backend.
  url.searchParams.delete('search')
  return matching({ ...ctx, params: {}, url, def: commandsDef() }).length
}

const STORAGES_ROOT: Translations = ['Command storages', '命令存储', 'コマンドストレージ']
const INVALID: Translations = ['Invalid', '无效', '無効']

export const terminalHandlers = [
  // CommandStorageViewSet.tree (rbac view_commandstorage | view_command): the storages but 'null' under
  // one root, each readable one with its count of the commands the query's filters select, each other
  // one marked invalid; the root comes last.
  http.get('*/api/v1/terminal/command-storages/tree/', authed('terminal.view_commandstorage|terminal.view_command', (ctx) => {
    const { lang } = ctx
    const storages = tableOf('command storages').all().filter((s) => s.name !== 'null')
    const leaf = (s: Row, name: string, valid: boolean) => ({ id: s.id, name, title: `${String(s.name)}(${String(s.type)})`, pId: 'root', isParent: false, open: false, valid })
    return HttpResponse.json([
      ...storages.filter(storageReadable).map((s) => leaf(s, `${String(s.name)}(${String(s.type)})(${commandCount(ctx, s)})`, true)),
      ...storages.filter((s) => !storageReadable(s)).map((s) => leaf(s, `${String(s.name)}(${String(s.type)}) *${pick(INVALID, lang)}`, false)),
      { id: 'root', name: pick(STORAGES_ROOT, lang), title: pick(STORAGES_ROOT, lang), pId: '', isParent: true, open: true },
    ])
  })),
  // Command/ReplayStorageTestConnectiveApi: whether the storage can be read, with the server's words.
  ...(['command', 'replay'] as const).map((kind) =>
    http.get(`*/api/v1/terminal/${kind}-storages/:id/test-connective/`, authed(`terminal.view_${kind}storage`, ({ params }) => {
      const storage = tableOf(`${kind} storages`).get(String(params.id))
      if (!storage) return objectNotFound(kind === 'command' ? 'CommandStorage' : 'ReplayStorage')
      const valid = storageReadable(storage)
      return HttpResponse.json({ is_valid: valid, msg: valid ? 'Test successful' : 'Test failure: Account invalid' })
    })),
  ),
  // SessionViewSet.download (rbac terminal.download_sessionreplay): the replay and its meta as a tar; a
  // session without a replay answers 404 {error} with get_session_replay_url's message.
  http.get('*/api/v1/terminal/sessions/:id/replay/download/', authed('terminal.download_sessionreplay', ({ params, org }) => {
    const session = tableOf('terminal sessions').get(String(params.id))
    if (!inOrg(session, org.id)) return objectNotFound('Session')
    if (!session!.has_replay) {
      const remote = tableOf('replay storages').all().some((s) => s.type !== 'null' && s.type !== 'server')
      return HttpResponse.json({ error: remote ? 'Not found session replay file' : 'Not found replay file, and not remote storage set' }, { status: 404 })
    }
    return new HttpResponse(replayTar(session!), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(`${session!.id}.tar`)}` } })
  })),
  // SessionJoinRecordViewSet.finished (rbac terminal.change_sessionjoinrecord): the joiner has left.
  http.patch('*/api/v1/terminal/session-join-records/:id/finished/', authed('terminal.change_sessionjoinrecord', ({ params, org }) => {
    const record = tableOf('session join records').get(String(params.id))
    if (!inOrg(record, org.id)) return objectNotFound('SessionJoinRecord')
    tableOf('session join records').update(record!.id, { is_finished: true, date_left: serverDate(new Date()) })
    return HttpResponse.json({ msg: 'ok' })
  })),
  // Terminating sessions dispatches a kill_session task to the session's terminal (reference: terminal
  // tasks); the mock's terminal acts on it at once, so the result shows after a refresh (domain §4).
  http.post('*/api/v1/terminal/tasks/kill-session/', authed('terminal.change_session|terminal.terminate_session', async ({ request }) => {
    const ids = ((await request.json().catch(() => [])) as string[]) ?? []
    const now = serverDate(new Date())
    for (const id of ids) {
      const session = tableOf('terminal sessions').update(id, { is_finished: true, date_end: now })
      if (session) tableOf('terminal tasks').insert({ id: randomId(), name: 'kill_session', args: id, kwargs: {}, is_finished: true, date_created: now, date_finished: now, terminal: session.terminal ?? null })
    }
    return HttpResponse.json({ ok: ids }, { status: 200 })
  })),
]
