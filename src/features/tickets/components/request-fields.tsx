// What a ticket asks, per type, in words for its approver (domain §3 Ticket; the server's typed
// serializers, tickets/serializers/ticket/*.py): a login's address, place and time; a login to an
// asset's user, asset and system user; a command's user, asset, system user, the command, the session
// it came from and the filter rule that asked. Related objects come as ids on the wire; their names are
// in rel_snapshot (the server's str() of each), so an id never reaches the page: a name the snapshot
// lacks reads as nothing rather than as an id. The session's snapshot holds its id, so the session is
// named by its user and asset, and linked to its detail for a viewer who may open it; the command
// filter links to its rules, where the rule that asked is, for a viewer who may read them.
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
  /**
   * The words, linked to the named route of the object when there is one and the viewer may open it. The
   * object lives in the ticket's organisation, which may not be the viewer's current one: the link names
   * it (`oid`, which the HTTP client sends as the organisation of the page's calls), as the real console does.
   */
  const linked = (words: string, route: string, id: unknown, query: Record<string, string> = {}) => {
    if (typeof id !== 'string' || !id || !can(permissionsOf(route))) return words
    const search = new URLSearchParams({ ...query, ...(typeof ticket.org_id === 'string' && ticket.org_id ? { oid: ticket.org_id } : {}) }).toString()
    return <Link to={pathOf(route, { id }) + (search ? `?${search}` : '')}>{words}</Link>
  }
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
      const session = ticket.apply_from_session ? t('tickets:sessionOf', { user, asset }) : ''
      const filter = text(snap.apply_from_cmd_filter)
      const rules: Record<string, string> = can(['assets.view_commandfilterrule']) ? { activeTab: 'CommandFilterRules' } : {}
      return [
        ['user', user],
        ['asset', asset],
        ['systemUser', text(snap.apply_run_system_user)],
        ['command', text(ticket.apply_run_command)],
        ['fromSession', session && linked(session, 'SessionDetail', ticket.apply_from_session)],
        ['fromCmdFilter', filter && linked(filter, 'CommandFilterDetail', ticket.apply_from_cmd_filter, rules)],
        ['fromCmdFilterRule', ruleWords(snap.apply_from_cmd_filter_rule, t)],
      ]
    }
    default:
      return []
  }
}
