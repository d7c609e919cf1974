// The plans of the accounts area (domain §2 change-auth-plan, backup): the fields they share and their
// executions tab, whose rows open the execution page of the route table.
import { BasicTab } from '@/generic/detail/basic-tab'
import { relatedRowsTab } from '@/generic/detail/related-rows-tab'
import type { ColumnConfig, DetailTab, FormOverride } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { pathOf } from '@/shared/access/route-table'
import { PasswordRulesField, validatePasswordRules } from './components/password-rules-field'
import { periodicOverrides } from './periodic'

export const planColumns: ColumnConfig[] = [
  { key: 'name', nameLink: true },
  { key: 'is_periodic', label: 'accounts:columns.periodic' },
  { key: 'interval', label: 'accounts:columns.interval' },
  { key: 'crontab', label: 'accounts:columns.crontab' },
  { key: 'comment', shown: false },
  { key: 'actions', width: 220 },
]

export const planOverrides: Record<string, FormOverride> = {
  recipients: { component: RemoteSelectField({ url: '/api/v1/users/users/', multiple: true }) },
  password_rules: { component: PasswordRulesField, validate: validatePasswordRules },
  ...periodicOverrides,
}

/** Basic, then the plan's executions (`?plan_id=`), each linking to `executionRoute`/{id}. */
export function planTabs(executionsUrl: string, executionRoute: string): DetailTab[] {
  return [
    { name: 'PlanDetail', title: 'generic:detail.basic', component: BasicTab },
    {
      name: 'PlanExecutions',
      title: 'accounts:executions',
      component: relatedRowsTab({
        url: executionsUrl,
        query: (plan) => ({ plan_id: String(plan.id) }),
        columns: [
          { key: 'date_start', label: 'accounts:columns.dateStart' },
          { key: 'trigger_display', label: 'accounts:columns.trigger' },
          { key: 'timedelta', label: 'accounts:columns.timedelta' },
          { key: 'is_success', label: 'accounts:columns.success' },
        ],
        link: (row) => pathOf(executionRoute, { id: String(row.id) }),
        title: 'accounts:executions',
      }),
    },
  ]
}

export const EXECUTIONS = {
  asset: '/api/v1/xpack/change-auth-plan/plan-execution/',
  app: '/api/v1/xpack/change-auth-plan/app-plan-execution/',
  backup: '/api/v1/assets/account-backup-plan-executions/',
}
