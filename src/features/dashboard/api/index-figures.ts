// GET /api/v1/index/: the figures of the console and audit dashboards (domain §2, §9 "top 10 lists,
// latest 10 sessions"). One file per endpoint (STYLE 2): wire types, fetcher, query options, hook.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import { api } from '@/shared/api/client'
import { orgState } from '@/shared/state/org'
import { queryKeys } from '@/shared/api/query-keys'

export const INDEX_URL = '/api/v1/index/'

/** Date shortcuts "week" and "month" (domain §9 date ranges). */
export const TREND_RANGES = [7, 30] as const
export type TrendDays = (typeof TREND_RANGES)[number]
/** The period a dashboard opens on. */
export const FIRST_TREND_DAYS: TrendDays = 7

export interface TopUser {
  user: string
  total: number
}
export interface TopAsset {
  asset: string
  total: number
}

/**
 * A session as the index lists it (IndexApi.get_dates_login_record_top10_sessions): who, on what, whether it has
 * ended, when it started (Python's str of the date) and the server's words for how long ago. No id, protocol or
 * end: the row links nowhere and says no duration.
 */
export interface IndexSession {
  user: string
  asset: string
  is_finished?: boolean
  date_start?: string | null
  timesince?: string
}

export interface IndexFigures {
  total_count_users?: number
  total_count_assets?: number
  total_count_online_users?: number
  total_count_online_sessions?: number
  total_count_today_login_users?: number
  total_count_today_active_assets?: number
  total_count_today_failed_sessions?: number
  dates_metrics_date: string[]
  dates_metrics_total_count_login: number[]
  dates_metrics_total_count_active_users: number[]
  dates_metrics_total_count_active_assets: number[]
  dates_login_times_top10_users: TopUser[]
  dates_login_times_top10_assets: TopAsset[]
  dates_login_record_top10_sessions: IndexSession[]
}

const numbers = (value: unknown): number[] => (Array.isArray(value) ? value.map((n) => Number(n) || 0) : [])
const rows = <T>(value: unknown): T[] => (Array.isArray(value) ? (value as T[]) : [])
const count = (value: unknown): number | undefined => (typeof value === 'number' ? value : undefined)

/** Converts the wire JSON at the boundary: a missing key is an empty list or an absent figure (STYLE 3). */
export function toIndexFigures(body: unknown): IndexFigures {
  const b = (body ?? {}) as Record<string, unknown>
  return {
    total_count_users: count(b.total_count_users),
    total_count_assets: count(b.total_count_assets),
    total_count_online_users: count(b.total_count_online_users),
    total_count_online_sessions: count(b.total_count_online_sessions),
    total_count_today_login_users: count(b.total_count_today_login_users),
    total_count_today_active_assets: count(b.total_count_today_active_assets),
    total_count_today_failed_sessions: count(b.total_count_today_failed_sessions),
    dates_metrics_date: rows<string>(b.dates_metrics_date).map(String),
    dates_metrics_total_count_login: numbers(b.dates_metrics_total_count_login),
    dates_metrics_total_count_active_users: numbers(b.dates_metrics_total_count_active_users),
    dates_metrics_total_count_active_assets: numbers(b.dates_metrics_total_count_active_assets),
    dates_login_times_top10_users: rows<TopUser>(b.dates_login_times_top10_users),
    dates_login_times_top10_assets: rows<TopAsset>(b.dates_login_times_top10_assets),
    dates_login_record_top10_sessions: rows<IndexSession>(b.dates_login_record_top10_sessions),
  }
}

/** 2.26 answers only the keys asked for, so every dashboard asks for all it shows. */
const FLAGS = [
  'total_count_users', 'total_count_assets', 'total_count_online_users', 'total_count_online_sessions',
  'total_count_today_login_users', 'total_count_today_active_assets', 'total_count_today_failed_sessions',
  'dates_metrics', 'dates_login_times_top10_users', 'dates_login_times_top10_assets',
  'dates_login_record_top10_sessions',
]

/** `silent`: a failure is not reported (the page asks again and reports it). */
export async function getIndexFigures(days: TrendDays, { silent = false } = {}): Promise<IndexFigures> {
  const params = Object.fromEntries([...FLAGS.map((f) => [f, 1]), ['days', days]])
  return toIndexFigures(await api.get<unknown>(INDEX_URL, { params, silent }))
}

/**
 * The org id is part of the key: switching organisation refetches (shell §4). Figures asked at the start
 * of a load, before the page is drawn (src/app/first-data.ts), are not asked again by the page drawn a
 * moment later: they stay fresh for 10 s (a loaded machine may take seconds from the answer to the first draw).
 */
export const indexFiguresQueryOptions = (orgId: string | undefined, days: TrendDays) =>
  queryOptions({
    queryKey: queryKeys.dashboardIndex(orgId ?? '', days),
    queryFn: () => getIndexFigures(days),
    // Switching 7 ↔ 30 days keeps the figures on screen while the new range loads.
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

export function useIndexFigures(days: TrendDays) {
  const { current } = useSnapshot(orgState)
  return useQuery(indexFiguresQueryOptions(current?.id, days))
}
