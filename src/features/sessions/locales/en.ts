// Namespace 'sessions': the audit view's sessions and command records (domain §2 audit/sessions, audit/command).
const sessions = {
  names: { Session: 'Session', Command: 'Command' },
  state: { label: 'State', online: 'Online', offline: 'Offline' },
  duration: 'Duration',
  loading: 'Loading…',
  detailTitle: 'Session: {{user}} on {{asset}}',
  replay: 'Replay',
  monitor: 'Monitor',
  noMonitor: 'RDP client sessions cannot be monitored',
  notJoinable: 'This session cannot be monitored',
  terminate: 'Terminate',
  terminateDispatched: 'The terminate task was dispatched; refresh to see the result',
  refresh: 'Refresh',
  fields: {
    user: 'User',
    asset: 'Asset',
    systemUser: 'System user',
    protocol: 'Protocol',
    loginFrom: 'Login from',
    remoteAddr: 'Remote address',
    dateStart: 'Date start',
    dateEnd: 'Date end',
    commands: 'Commands',
    sessionId: 'Session ID',
    duration: 'Duration',
    state: 'State',
  },
  commands: { title: 'Commands', input: 'Command', risk: 'Risk level', date: 'Date' },
}
export default sessions
export type SessionsMessages = typeof sessions
