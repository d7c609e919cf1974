import type { DashboardMessages } from './en'

// 名前空間 'dashboard'：コンソールと監査のダッシュボード（domain §2, §9）。
const dashboard: DashboardMessages = {
  title: 'ダッシュボード',
  auditTitle: '監査ダッシュボード',
  figures: {
    label: '概要',
    users: 'ユーザー',
    assets: '資産',
    onlineUsers: 'オンラインユーザー',
    onlineSessions: 'オンラインセッション',
    todayActiveAssets: '本日利用された資産',
    todayLoginUsers: '本日ログインしたユーザー',
    todayFailedSessions: '本日失敗したセッション',
  },
  trend: {
    title: 'ログインとセッション',
    period: '期間',
    lastDays_one: '過去 {{count}} 日',
    lastDays_other: '過去 {{count}} 日',
    series: { login: 'ログイン数', active_users: 'アクティブユーザー', active_assets: 'アクティブ資産' },
    empty: 'この期間のアクティビティはありません',
    date: '日付',
    chartHint: '矢印キーで日を移動します',
  },
  top: {
    users_one: 'セッション数上位 10 ユーザー（過去 {{count}} 日）',
    users_other: 'セッション数上位 10 ユーザー（過去 {{count}} 日）',
    assets_one: 'セッション数上位 10 資産（過去 {{count}} 日）',
    assets_other: 'セッション数上位 10 資産（過去 {{count}} 日）',
    sessions_one: '{{count}} セッション',
    sessions_other: '{{count}} セッション',
  },
  latest: {
    title: '最近のセッション',
    all: 'すべてのセッション',
    empty: 'セッションはまだありません',
    online: 'オンライン',
    finished: '終了',
    columns: { user: 'ユーザー', asset: '資産', start: '開始', state: '状態' },
  },
  states: {
    loading: '読み込み中…',
    empty: '表示するデータはまだありません',
    error: 'ダッシュボードを読み込めませんでした。',
  },
}
export default dashboard
