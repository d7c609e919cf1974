import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { parseServerDate, serverDate } from '../drf/dates'
import { randomId } from '../store/id-generator'
import { choiceName } from '../i18n'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'

// Sessions, commands and terminal components (domain §2 audit/sessions, audit/command, settings/terminal).

export const terminalResources = [
  defineResource('terminal sessions', {
    model: 'Session',
    perm: 'terminal.session',
    serialize: (r) => ({ can_replay: Boolean(r.has_replay), can_join: !r.is_finished && r.protocol === 'ssh', can_terminate: !r.is_finished, command_amount: tableOf('session commands').all().filter((c) => c.session === r.id).length }),
  }),
  defineResource('my sessions', { model: 'Session', perm: { view: null, add: null, change: null, delete: null }, table: () => tableOf('terminal sessions'), scope: (ctx) => (r: Row) => r.user_id === ctx.user.id }),
  defineResource('session commands', {
    model: 'Command',
    perm: 'terminal.command',
    serialize: (r, ctx) => ({ risk_level_display: choiceName('risk_level', Number(r.risk_level) === 5 ? 5 : 0, ctx.lang), timestamp_display: r.timestamp_display }),
    // The command filter's date range is on the timestamp (seconds), and session_id names the session.
    filters: { date_from: (v) => (r) => Number(r.timestamp) * 1000 >= (parseServerDate(v)?.getTime() ?? 0), date_to: (v) => (r) => Number(r.timestamp) * 1000 <= (parseServerDate(v)?.getTime() ?? Infinity), session_id: (v) => (r) => r.session === v },
  }),
  defineResource('session sharings', { model: 'SessionSharing', perm: 'terminal.sessionsharing' }),
  defineResource('session join records', { model: 'SessionJoinRecord', perm: 'terminal.sessionjoinrecord' }),
  defineResource('terminals (components)', { model: 'Terminal', perm: 'terminal.terminal', unique: [['name']], bulkDelete: 'jms' }),
  defineResource('terminal status', { model: 'Status', perm: 'terminal.terminal', scope: (ctx) => (r: Row) => r.terminal === ctx.params.terminal }),
  defineResource('terminal tasks', { model: 'Task', perm: 'terminal.session', bulkDelete: 'jms' }),
  // The choices of swift's PROTOCOL and azure's ENDPOINT_SUFFIX (terminal/serializers/storage.py), besides the TSV's types.
  defineResource('replay storages', { model: 'ReplayStorage', perm: 'terminal.replaystorage', unique: [['name']], specPatch: { choices: { PROTOCOL: ['http', 'https'], ENDPOINT_SUFFIX: ['core.chinacloudapi.cn', 'core.windows.net'] } } }),
  defineResource('command storages', { model: 'CommandStorage', perm: 'terminal.commandstorage', unique: [['name']] }),
  defineResource('endpoints', { model: 'Endpoint', perm: 'terminal.endpoint', unique: [['name']], bulkDelete: 'jms' }),
  defineResource('endpoint rules', { model: 'EndpointRule', perm: 'terminal.endpointrule', unique: [['name']], bulkDelete: 'jms', serialize: (r) => ({ endpoint_display: String(tableOf('endpoints').get(String(r.endpoint))?.name ?? '') }) }),
]

export const terminalHandlers = [
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
