// The plans of the accounts area (domain §2 change-auth-plan, backup): the fields they share and their
// executions tab, whose rows open the execution page of the route table.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { PlayRegular } from '@fluentui/react-icons'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { invalidateAfterWrite, resourceOf } from '@/generic/common/api'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { BasicTab } from '@/generic/detail/basic-tab'
import { RelatedRows, type RelatedRowsOptions } from '@/generic/detail/related-rows-tab'
import type { ColumnConfig, DetailTab, FormOverride, Row } from '@/generic/resource-config'
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

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: tokens.spacingVerticalS } })

/** Who may run a plan now (POST executions {plan}); a plan without it only lists its runs. */
export interface PlanRun {
  perm: string
}

/**
 * The plan's executions (`?plan_id=`), each linking to its execution page; with `run`, an Execute
 * button starts one now (a manual trigger) and the new run joins the list.
 */
function executionsTab(rows: RelatedRowsOptions, run?: PlanRun) {
  return function PlanExecutions({ object }: { object: Row }) {
    const styles = useStyles()
    const { t } = useTranslation(['accounts', 'errors'])
    const perms = usePerms()
    const client = useQueryClient()
    const execute = useMutation({
      mutationFn: () => resourceOf(rows.url).create({ plan: object.id }),
      onSuccess: async () => {
        notify({ intent: 'success', text: t('accounts:executeStarted') })
        await invalidateAfterWrite(client, rows.url)
      },
    })
    return (
      <div className={styles.tab}>
        {run && (
          <Button icon={<PlayRegular />} disabled={!perms.has(run.perm) || execute.isPending} onClick={() => execute.mutate()}>
            {t('accounts:execute')}
          </Button>
        )}
        <RelatedRows object={object} options={rows} />
      </div>
    )
  }
}

/** Basic, then the plan's executions (`?plan_id=`), each linking to `executionRoute`/{id}. */
export function planTabs(executionsUrl: string, executionRoute: string, run?: PlanRun): DetailTab[] {
  return [
    { name: 'PlanDetail', title: 'generic:detail.basic', component: BasicTab },
    {
      name: 'PlanExecutions',
      title: 'accounts:executions',
      component: executionsTab(
        {
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
        },
        run,
      ),
    },
  ]
}

export const EXECUTIONS = {
  asset: '/api/v1/xpack/change-auth-plan/plan-execution/',
  app: '/api/v1/xpack/change-auth-plan/app-plan-execution/',
  backup: '/api/v1/assets/account-backup-plan-executions/',
}
