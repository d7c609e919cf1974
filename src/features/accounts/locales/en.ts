// Namespace 'accounts': asset and application accounts, gathered users, change-auth and backup plans
// (domain §2 console/accounts, §5 periodic rules).
const accounts = {
  names: {
    AssetAccount: 'Asset account', ApplicationAccount: 'Application account', GatheredUser: 'Gathered user', GatherUserTask: 'Gathering task',
    AssetChangeAuthPlan: 'Asset change-auth plan', AppChangeAuthPlan: 'Application change-auth plan', AccountBackupPlan: 'Account backup plan', Execution: 'Execution',
  },
  columns: {
    hostname: 'Hostname', ip: 'IP', username: 'Username', systemUser: 'System user', version: 'Version', actions: 'Actions', application: 'Application', type: 'Type',
    present: 'Present', ipLastLogin: 'Last login IP', dateLastLogin: 'Last login', periodic: 'Periodic', interval: 'Interval (hours)', crontab: 'Crontab',
    executedTimes: 'Executed times', dateStart: 'Started', timedelta: 'Duration (s)', success: 'Success', trigger: 'Trigger', dateCreated: 'Date created',
  },
  tabs: { gatheredUsers: 'Gathered users', gatherTasks: 'Gathering tasks', assetPlans: 'Asset plans', appPlans: 'Application plans' },
  executions: 'Executions',
  execute: 'Execute',
  executeStarted: 'The plan is running',
  history: 'History',
  historyTitle: 'Account history',
  secretOf: 'Secret of {{username}} on {{target}}',
  periodic: { crontabFields: 'A crontab has 5 fields', atLeastOne: 'Must be at least 1' },
  rules: {
    length: 'Password length', symbolSet: 'Symbol set',
    symbolWarning: 'The symbol set must be one the target (a database) supports, otherwise the plan fails',
  },
}
export default accounts
export type AccountsMessages = typeof accounts
