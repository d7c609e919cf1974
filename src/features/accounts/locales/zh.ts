import type { AccountsMessages } from './en'

const accounts: AccountsMessages = {
  names: {
    AssetAccount: '资产账号', ApplicationAccount: '应用账号', GatheredUser: '收集用户', GatherUserTask: '收集任务',
    AssetChangeAuthPlan: '资产改密计划', AppChangeAuthPlan: '应用改密计划', AccountBackupPlan: '账号备份计划', Execution: '执行记录',
  },
  columns: {
    hostname: '主机名', ip: 'IP', username: '用户名', systemUser: '系统用户', version: '版本', actions: '动作', application: '应用', type: '类型',
    present: '存在', ipLastLogin: '最后登录 IP', dateLastLogin: '最后登录日期', periodic: '周期执行', interval: '间隔（小时）', crontab: 'Crontab 表达式',
    executedTimes: '执行次数', dateStart: '开始时间', timedelta: '时长（秒）', success: '成功', trigger: '触发方式', dateCreated: '创建日期',
  },
  tabs: { gatheredUsers: '收集用户', gatherTasks: '收集任务', assetPlans: '资产改密', appPlans: '应用改密' },
  executions: '执行记录',
  execute: '执行',
  executeStarted: '计划已开始执行',
  history: '历史',
  historyTitle: '账号历史',
  secretOf: '{{target}} 上 {{username}} 的密码',
  periodic: { crontabFields: 'Crontab 需要 5 个字段', atLeastOne: '不能小于 1' },
  rules: {
    length: '密码长度', symbolSet: '特殊字符集',
    symbolWarning: '特殊字符集必须是目标（数据库）支持的，否则改密计划会失败',
  },
}
export default accounts
