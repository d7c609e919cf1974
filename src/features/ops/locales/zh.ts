import type { OpsMessages } from './en'

const ops: OpsMessages = {
  names: { Task: '任务', Adhoc: '版本', Execution: '执行' },
  tabs: { versions: '版本', executions: '执行历史' },
  columns: {
    periodic: '周期执行', interval: '间隔（小时）', crontab: 'Crontab 表达式', pattern: '模式', runAs: '运行用户', dateCreated: '创建日期',
    dateStart: '开始时间', timedelta: '耗时', finished: '完成', success: '成功',
  },
  run: {
    lastRun: '最后一次执行', notRun: '该任务尚未执行。', task: '任务', started: '开始时间', ended: '结束时间', duration: '耗时',
    finished: '是否完成', succeeded: '是否成功', version: '版本', versionOf: '{{date}} 的版本', output: '输出', viewOutput: '查看输出',
    failedHosts: '失败的主机', succeededHosts: '成功的主机', host: '主机', reason: '原因', noneFailed: '没有失败的主机。', noneSucceeded: '没有成功的主机。',
  },
  version: {
    hosts: '主机', runAs: '运行用户', hostAdmin: '各主机的管理用户', become: '提权用户', commands: '命令', options: '选项',
    optionNames: { timeout: '超时（秒）', forks: '并发主机数' }, notRun: '该版本尚未执行。',
  },
}
export default ops
