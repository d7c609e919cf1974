// What a ticket asks, per type, in words for its approver (domain §3 Ticket; the server's typed
// serializers, tickets/serializers/ticket/*.py): a login's address, place and time; a login to an
// asset's user, asset and system user; a command's user, asset, system user, the command, the session
// it came from and the filter rule that asked. Related objects come as ids on the wire; their names are
// in rel_snapshot (the server's str() of each), so an id never reaches the page: a name the snapshot
// lacks reads as nothing rather than as an id. The session's snapshot holds its id, so the session is
// named by its user and asset, and linked to its detail for a viewer who may open it.
import type { TFunction } from 'i18next'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { Row } from '@/generic/resource-config'
import { pathOf, permissionsOf } from '@/shared/access/route-table'

/** One row of the detail: its term's key under tickets:fields, and what it says. */
export type RequestRow = [key: string, value: ReactNode]

/** 2.26's CommandFilterRule.__str__ is "type % content"; the type reads by its label. */
const RULE = /^(regex|command) % ([\s\S]*)$/

export function ruleWords(snapshot: unknown, t: TFunction): string {
  const text = typeof snapshot === 'string' ? snapshot : ''
  const found = RULE.exec(text)
  return found ? t('tickets:ruleTypes.' + found[1], { content: found[2] }) : text
}

interface RequestContext {
  t: TFunction
  /** A server date in the user's words. */
  date: (v: unknown) => string
  /** Whether the viewer holds every permission named. */
  can: (required: readonly string[]) => boolean
}

/** The rows saying what the ticket asks, by its type (none for a type without its own fields). */
export function requestRows(ticket: Row, { t, date, can }: RequestContext): RequestRow[] {
  const snap = (ticket.rel_snapshot ?? {}) as Row
  const text = (v: unknown) => (typeof v === 'string' ? v : '')
  switch (ticket.type) {
    case 'login_confirm':
      return [
        ['loginIp', text(ticket.apply_login_ip)],
        ['loginCity', text(ticket.apply_login_city)],
        ['loginDate', date(ticket.apply_login_datetime)],
      ]
    case 'login_asset_confirm':
      return [
        ['user', text(snap.apply_login_user)],
        ['asset', text(snap.apply_login_asset)],
        ['systemUser', text(snap.apply_login_system_user)],
      ]
    case 'command_confirm': {
      const user = text(snap.apply_run_user)
      const asset = text(ticket.apply_run_asset)
      const words = t('tickets:sessionOf', { user, asset })
      const session = typeof ticket.apply_from_session === 'string' && ticket.apply_from_session ? ticket.apply_from_session : ''
      const linked = session && can(permissionsOf('SessionDetail'))
      return [
        ['user', user],
        ['asset', asset],
        ['systemUser', text(snap.apply_run_system_user)],
        ['command', text(ticket.apply_run_command)],
        ['fromSession', !session ? '' : linked ? <Link to={pathOf('SessionDetail', { id: session })}>{words}</Link> : words],
        ['fromCmdFilter', text(snap.apply_from_cmd_filter)],
        ['fromCmdFilterRule', ruleWords(snap.apply_from_cmd_filter_rule, t)],
      ]
    }
    default:
      return []
  }
}
