import type { DashboardMessages } from './en'

// 命名空间 'dashboard'：控制台与审计台仪表盘（domain §2, §9）。
const dashboard: DashboardMessages = {
  title: '仪表盘',
  auditTitle: '审计仪表盘',
  figures: {
    label: '概览',
    users: '用户',
    assets: '资产',
    onlineUsers: '在线用户',
    onlineSessions: '在线会话',
    todayActiveAssets: '今日活跃资产',
    todayLoginUsers: '今日登录用户',
    todayFailedSessions: '今日失败会话',
  },
  trend: {
    title: '登录与会话',
    period: '时间范围',
    lastDays_one: '近 {{count}} 天',
    lastDays_other: '近 {{count}} 天',
    series: { login: '登录次数', active_users: '活跃用户', active_assets: '活跃资产' },
    empty: '该时间段内没有活动',
    date: '日期',
    chartHint: '方向键在各天之间移动',
  },
  top: {
    users_one: '会话数前 10 的用户（近 {{count}} 天）',
    users_other: '会话数前 10 的用户（近 {{count}} 天）',
    assets_one: '会话数前 10 的资产（近 {{count}} 天）',
    assets_other: '会话数前 10 的资产（近 {{count}} 天）',
    sessions_one: '{{count}} 个会话',
    sessions_other: '{{count}} 个会话',
  },
  latest: {
    title: '最近会话',
    all: '全部会话',
    empty: '暂无会话',
    online: '在线',
    finished: '已结束',
    columns: { user: '用户', asset: '资产', start: '开始时间', state: '状态' },
  },
  states: {
    loading: '加载中…',
    empty: '暂无数据',
    error: '仪表盘加载失败。',
  },
}
export default dashboard
