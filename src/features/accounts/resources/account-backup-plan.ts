// Account backup plans (domain §2 accounts/backup): which accounts (types) are sent to whom, now or
// periodically (crontab or interval, domain §5); its executions.
import { defineResource } from '@/generic/resource-config'
import { EXECUTIONS, planColumns, planOverrides, planTabs } from '../plans'

export default defineResource({
  url: '/api/v1/assets/account-backup-plans/',
  columns: planColumns,
  formOverrides: planOverrides,
  detailTabs: planTabs(EXECUTIONS.backup, 'AccountBackupPlanExecutionDetail', { perm: 'assets.add_accountbackupplanexecution' }),
})
