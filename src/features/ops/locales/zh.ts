import type { OpsMessages } from './en'

const ops: OpsMessages = {
  names: { Task: '任务', Adhoc: '版本', Execution: '执行' },
  tabs: { versions: '版本', executions: '执行历史' },
  columns: {
    periodic: '周期执行', interval: '间隔（小时）', crontab: 'Crontab', version: '版本', pattern: '模式', runAs: '运行用户', dateCreated: '创建日期',
    execution: '执行', dateStart: '开始时间', timedelta: '时长（秒）', finished: '完成', success: '成功',
  },
}
export default ops
