import fc from 'fast-check'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { requestRows, ruleWords } from './request-fields'

// Words stand in for the translations: the key and its values, so a row shows what it was made from.
const t = ((key: string, values?: Record<string, unknown>) => `${key}${values ? JSON.stringify(values) : ''}`) as unknown as TFunction
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const context = (may: boolean) => ({ t, date: (v: unknown) => (v ? 'a date' : ''), can: () => may })

describe('what a ticket asks, in words', () => {
  it('names a command filter rule by its type label and content (2.26 CommandFilterRule.__str__)', () => {
    expect(ruleWords('command % reboot', t)).toBe('tickets:ruleTypes.command{"content":"reboot"}')
    expect(ruleWords('regex % rm\\s+-rf % x', t)).toBe('tickets:ruleTypes.regex{"content":"rm\\\\s+-rf % x"}')
    expect(ruleWords(undefined, t)).toBe('')
  })

  it('never shows the ids the server sends for related objects, whatever they are', () => {
    fc.assert(
      fc.property(fc.uuid(), fc.uuid(), fc.uuid(), fc.boolean(), fc.boolean(), (user, session, rule, snapshot, may) => {
        const rows = requestRows(
          {
            id: session,
            type: 'command_confirm',
            apply_run_user: user,
            apply_run_system_user: user,
            apply_from_session: session,
            apply_from_cmd_filter: rule,
            apply_from_cmd_filter_rule: rule,
            rel_snapshot: snapshot ? { apply_run_user: 'Ordinary User(user)', apply_from_session: `${session} of user(user) to web-01` } : {},
          },
          context(may),
        )
        const text = JSON.stringify(rows.map(([, value]) => (typeof value === 'string' ? value : 'a link')))
        expect(text).not.toMatch(UUID)
      }),
    )
  })

  it('says each type its own rows, and none for a request without its own fields', () => {
    const keys = (type: string) => requestRows({ id: '1', type }, context(true)).map(([key]) => key)
    expect(keys('login_confirm')).toEqual(['loginIp', 'loginCity', 'loginDate'])
    expect(keys('login_asset_confirm')).toEqual(['user', 'asset', 'systemUser'])
    expect(keys('command_confirm')).toEqual(['user', 'asset', 'systemUser', 'command', 'fromSession', 'fromCmdFilter', 'fromCmdFilterRule'])
    expect(keys('general')).toEqual([])
  })

  it("links the session and the filter in the ticket's organisation (oid), the rules tab kept", () => {
    const rows = requestRows(
      { id: 't', type: 'command_confirm', org_id: 'org-b', apply_from_session: 'session-1', apply_from_cmd_filter: 'filter-1', rel_snapshot: { apply_from_cmd_filter: 'Default filter' } },
      context(true),
    )
    const to = (key: string) => {
      const value = rows.find(([k]) => k === key)?.[1] as { props?: { to?: string } } | undefined
      return new URL(String(value?.props?.to), 'http://x')
    }
    expect(to('fromSession').searchParams.get('oid')).toBe('org-b')
    expect(Object.fromEntries(to('fromCmdFilter').searchParams)).toEqual({ activeTab: 'CommandFilterRules', oid: 'org-b' })
  })
})
