// Namespace 'ops': the job centre (domain §2 console/ops).
const ops = {
  names: { Task: 'Task', Adhoc: 'Version', Execution: 'Execution' },
  tabs: { versions: 'Versions', executions: 'Executions' },
  columns: {
    periodic: 'Periodic', interval: 'Interval (hours)', crontab: 'Crontab', pattern: 'Pattern', runAs: 'Run as', dateCreated: 'Date created',
    dateStart: 'Started', timedelta: 'Duration', finished: 'Finished', success: 'Success',
  },
  run: {
    lastRun: 'Last run', notRun: 'This task has not run yet.', task: 'Task', started: 'Started', ended: 'Ended', duration: 'Duration',
    finished: 'Finished', succeeded: 'Succeeded', version: 'Version', versionOf: 'Version of {{date}}', output: 'Output', viewOutput: 'View output',
    failedHosts: 'Failed hosts', succeededHosts: 'Succeeded hosts', host: 'Host', reason: 'Reason', noneFailed: 'No host failed.', noneSucceeded: 'No host succeeded.',
  },
  version: {
    hosts: 'Hosts', runAs: 'Run as', hostAdmin: "Each host's admin user", become: 'Become user', commands: 'Commands', options: 'Options',
    optionNames: { timeout: 'Timeout (s)', forks: 'Parallel hosts' }, notRun: 'This version has not run yet.',
  },
}
export default ops
export type OpsMessages = typeof ops
