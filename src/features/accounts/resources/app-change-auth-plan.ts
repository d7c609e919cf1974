// Change-auth plans for applications (domain §2 change-auth-plan/app-plan…): the system users of
// applications of one category and type; its executions.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { EXECUTIONS, planColumns, planOverrides, planTabs } from '../plans'

export default defineResource({
  url: '/api/v1/xpack/change-auth-plan/app-plan/',
  columns: planColumns,
  formOverrides: {
    ...planOverrides,
    apps: { component: RemoteSelectField({ url: '/api/v1/applications/applications/', multiple: true }) },
    system_users: { component: RemoteSelectField({ url: '/api/v1/assets/system-users/', multiple: true }) },
  },
  // Execute runs the plan now (xpack, no reference schema: the mock asks the plan's change right).
  detailTabs: planTabs(EXECUTIONS.app, 'AppChangeAuthPlanExecutionDetail', { perm: 'xpack.change_applicationchangeauthplan' }),
})
