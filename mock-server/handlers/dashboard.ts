import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { membersOf } from '../store/lookups'
import { ROOT_ORG_ID } from '../store/org-ids'
import { parseServerDate } from '../drf/dates'
import { tableOf, mock } from '../store/live-state'

// GET /api/v1/index/ for the dashboard (domain §9: top 10 lists, latest 10 sessions). 2.26 answers
// only the keys asked for with ?total_count_…&dates_…; the mock always answers all of them.
export const dashboardHandlers = [
  http.get('*/api/v1/index/', authed('rbac.view_console|rbac.view_audit', ({ org }) => {
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
      dates_login_record_top10_sessions: [...sessions].sort((a, b) => (String(a.date_start) < String(b.date_start) ? 1 : -1)).slice(0, 10),
    })
  })),
]
