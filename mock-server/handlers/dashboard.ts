import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { membersOf } from '../store/lookups'
import { ROOT_ORG_ID } from '../store/org-ids'
import { parseServerDate } from '../drf/dates'
import { tableOf, mock } from '../store/live-state'
import { pythonUtcString } from '../serializers/ticket-step'
import { pick, type Lang, type Translations } from '../i18n/language'

/** Django's timesince, its largest unit: "52 minutes", "3 days". */
const UNITS: [number, Translations, Translations][] = [
  [365 * 86_400, ['year', '年', '年'], ['years', '年', '年']],
  [30 * 86_400, ['month', '月', 'か月'], ['months', '月', 'か月']],
  [7 * 86_400, ['week', '周', '週間'], ['weeks', '周', '週間']],
  [86_400, ['day', '天', '日'], ['days', '天', '日']],
  [3_600, ['hour', '小时', '時間'], ['hours', '小时', '時間']],
  [60, ['minute', '分钟', '分'], ['minutes', '分钟', '分']],
]
function timesince(from: Date, lang: Lang): string {
  const seconds = Math.max(0, (Date.now() - from.getTime()) / 1000)
  const [size, one, many] = UNITS.find(([unit]) => seconds >= unit) ?? UNITS[UNITS.length - 1]
  const n = Math.floor(seconds / size)
  return lang === 'en' ? `${n}\u00a0${n === 1 ? one[0] : many[0]}` : `${n}\u00a0${pick(n === 1 ? one : many, lang)}`
}

/**
 * One of the latest sessions as IndexApi.get_dates_login_record_top10_sessions names it: who, on what, whether
 * it ended, str(date_start) and the time since; no id, protocol or end.
 */
function latestSession(session: Record<string, unknown>, lang: Lang) {
  const start = parseServerDate(String(session.date_start ?? '')) ?? new Date()
  return { user: session.user, asset: session.asset, is_finished: Boolean(session.is_finished), date_start: pythonUtcString(start), timesince: timesince(start, lang) }
}

// GET /api/v1/index/ for the dashboard (domain §9: top 10 lists, latest 10 sessions). 2.26 answers
// only the keys asked for with ?total_count_…&dates_…; the mock always answers all of them.
export const dashboardHandlers = [
  http.get('*/api/v1/index/', authed('rbac.view_console|rbac.view_audit', ({ org, lang }) => {
    const inOrg = (key: string) => tableOf(key).all().filter((r) => org.id === ROOT_ORG_ID || r.org_id === org.id)
    const sessions = inOrg('terminal sessions')
    const dayAgo = Date.now() - 86_400_000
    const top = (field: string) => Object.entries(sessions.reduce<Record<string, number>>((acc, s) => ({ ...acc, [String(s[field])]: (acc[String(s[field])] ?? 0) + 1 }), {}))
      .sort((a, b) => b[1] - a[1]).slice(0, 10).map(([name, total]) => ({ [field]: name, total }))
    const dates = Array.from({ length: 7 }, (_, i) => new Date(Date.now() - (6 - i) * 86_400_000).toISOString().slice(5, 10))
    const perDay = (rows: typeof sessions, field: string) => dates.map((d) => rows.filter((r) => (parseServerDate(String(r[field] ?? ''))?.toISOString().slice(5, 10) ?? '') === d).length)
    return HttpResponse.json({
      total_count_users: org.id === ROOT_ORG_ID ? mock().db.user.count() : membersOf(org.id).size,
      total_count_assets: inOrg('assets').length,
      total_count_online_users: new Set(sessions.filter((s) => !s.is_finished).map((s) => s.user)).size,
      total_count_online_sessions: sessions.filter((s) => !s.is_finished).length,
      total_count_today_login_users: new Set(tableOf('login logs').all().filter((l) => (parseServerDate(String(l.datetime))?.getTime() ?? 0) > dayAgo).map((l) => l.username)).size,
      total_count_today_active_assets: new Set(sessions.filter((s) => (parseServerDate(String(s.date_start))?.getTime() ?? 0) > dayAgo).map((s) => s.asset)).size,
      total_count_today_failed_sessions: 0,
      dates_metrics_date: dates,
      dates_metrics_total_count_login: perDay(tableOf('login logs').all() as typeof sessions, 'datetime'),
      dates_metrics_total_count_active_users: perDay(sessions, 'date_start'),
      dates_metrics_total_count_active_assets: perDay(sessions, 'date_start'),
      dates_login_times_top10_users: top('user'),
      dates_login_times_top10_assets: top('asset'),
      dates_login_record_top10_sessions: [...sessions].sort((a, b) => (String(a.date_start) < String(b.date_start) ? 1 : -1)).slice(0, 10).map((session) => latestSession(session, lang)),
    })
  })),
]
