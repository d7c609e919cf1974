// Change-auth plans for assets (domain §2 change-auth-plan/plan…): nodes and assets whose account
// (username) gets a new password, now or periodically; its executions.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { EXECUTIONS, planColumns, planOverrides, planTabs } from '../plans'

export default defineResource({
  url: '/api/v1/xpack/change-auth-plan/plan/',
  columns: planColumns,
  formOverrides: {
    ...planOverrides,
    nodes: { component: RemoteSelectField({ url: '/api/v1/assets/nodes/', multiple: true, toOption: (r) => ({ label: String(r.full_value ?? r.value), value: String(r.id) }) }) },
    assets: { component: RemoteSelectField({ url: '/api/v1/assets/assets/', multiple: true, toOption: (r) => ({ label: `${String(r.hostname)} (${String(r.ip)})`, value: String(r.id) }) }) },
  },
  // Execute runs the plan now (xpack, no reference schema: the mock asks the plan's change right).
  detailTabs: planTabs(EXECUTIONS.asset, 'AssetChangeAuthPlanExecutionDetail', { perm: 'xpack.change_changeauthplan' }),
})
