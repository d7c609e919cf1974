import type { SessionsMessages } from './en'

const zh: SessionsMessages = {
  names: { Session: '会话', Command: '命令' },
  state: { label: '状态', online: '在线', offline: '离线' },
  duration: '时长',
  loading: '加载中…',
  detailTitle: '会话：{{user}} 访问 {{asset}}',
  replay: '回放',
  monitor: '监控',
  noMonitor: 'RDP 客户端会话不支持监控',
  notJoinable: '该会话不支持监控',
  terminate: '终断',
  terminateDispatched: '终断任务已下发，请刷新查看结果',
  refresh: '刷新',
  fields: {
    user: '用户',
    asset: '资产',
    systemUser: '系统用户',
    protocol: '协议',
    loginFrom: '登录来源',
    remoteAddr: '远端地址',
    dateStart: '开始日期',
    dateEnd: '结束日期',
    commands: '命令数',
    sessionId: '会话 ID',
    duration: '时长',
    state: '状态',
  },
  commands: { title: '命令', input: '命令', risk: '风险等级', date: '日期' },
}
export default zh
