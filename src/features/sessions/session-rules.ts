// What a session row offers (domain §2 audit/sessions, §4 Session): replay and its download once it is
// offline and the server says it has a recording (can_replay: a session of any protocol, Kubernetes
// included, may have none), monitor and terminate while it is online. RDP client sessions cannot be monitored (domain §4):
// the action stays in place with the reason. Each needs its permission (shell §6, terminal.*): the server's
// dedicated ones where it has them, or the generic change/view on sessions (either suffices, '|').
import type { Row } from '@/generic/resource-config'

export const REPLAY_PERMS = ['terminal.view_sessionreplay|terminal.view_session']
/** SessionViewSet.download's own permission (rbac terminal.download_sessionreplay). */
export const DOWNLOAD_PERMS = ['terminal.download_sessionreplay']
export const MONITOR_PERMS = ['terminal.monitor_session|terminal.change_session']
export const TERMINATE_PERMS = ['terminal.terminate_session|terminal.change_session']

/** Where the web terminal replays and watches a session (shell §2: /luna/ is the platform's). */
export const replayUrl = (id: string) => `/luna/replay/${encodeURIComponent(id)}`
export const monitorUrl = (id: string) => `/luna/monitor/${encodeURIComponent(id)}`
/** The replay and its meta as one file (reference TSV: sessions/{pk}/replay/download/), read in the
 * session's own organisation (`?oid=`, reference §1.10): a link carries no organisation header. */
export const replayDownloadUrl = (id: string, orgId: unknown) =>
  `/api/v1/terminal/sessions/${encodeURIComponent(id)}/replay/download/${typeof orgId === 'string' && orgId ? `?oid=${encodeURIComponent(orgId)}` : ''}`

/** Monitor: offered, refused with a reason (an i18n key of 'sessions'), or not shown. */
export type MonitorOffer = { kind: 'offered' } | { kind: 'refused'; reason: 'noMonitor' | 'notJoinable' } | { kind: 'none' }

export interface SessionOffers {
  replay: boolean
  download: boolean
  monitor: MonitorOffer
  terminate: boolean
}

export function sessionOffers(row: Row, can: (required: readonly string[]) => boolean): SessionOffers {
  const online = !row.is_finished
  // The web client of an RDP session (login from RT, or an RDP session the server says cannot be joined).
  const rdpClient = row.login_from === 'RT' || row.protocol === 'rdp'
  const monitor: MonitorOffer =
    !online || !can(MONITOR_PERMS)
      ? { kind: 'none' }
      : rdpClient
        ? { kind: 'refused', reason: 'noMonitor' }
        : row.can_join === false
          ? { kind: 'refused', reason: 'notJoinable' }
          : { kind: 'offered' }
  const recorded = !online && row.can_replay !== false
  return {
    replay: recorded && can(REPLAY_PERMS),
    download: recorded && can(DOWNLOAD_PERMS),
    monitor,
    terminate: online && row.can_terminate !== false && can(TERMINATE_PERMS),
  }
}
