// Namespace 'ops': the job centre (domain §2 console/ops).
const ops = {
  names: { Task: 'Task', Adhoc: 'Version', Execution: 'Execution' },
  tabs: { versions: 'Versions', executions: 'Executions' },
  columns: {
    periodic: 'Periodic', interval: 'Interval (hours)', crontab: 'Crontab', version: 'Version', pattern: 'Pattern', runAs: 'Run as', dateCreated: 'Date created',
    execution: 'Execution', dateStart: 'Started', timedelta: 'Duration (s)', finished: 'Finished', success: 'Success',
  },
}
export default ops
export type OpsMessages = typeof ops
