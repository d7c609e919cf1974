// Quick actions of the asset detail: the connectivity test (POST assets/{id}/tasks/ {action: test},
// the answer's task log in the 900×600 popup, domain §2) and the hardware refresh. Domain §5: assets
// without SSH are refused ("No asset selected or the selected asset does not support SSH protocol
// connection"), before any call. Also the more-information edit (assets/detail/{id}/update). Once the task
// has run, the open detail reads the asset again: the refreshed hardware (its Hardware tab, the Basic tab's
// summary) and the tested reachability show without reopening it.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { api } from '@/shared/api/client'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { usePerms } from '@/generic/common/use-abilities'
import { notify } from '@/generic/common/toast'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { useWhenTaskEnds } from '@/generic/ops/use-task-end'
import { queryKeys } from '@/shared/api/query-keys'
import { openTaskLog } from '@/shared/lib/task-log'

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' } })

export const supportsSsh = (asset: Row) => ((asset.protocols as string[] | undefined) ?? []).some((p) => p.split('/')[0] === 'ssh')

export function AssetActionsTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors'])
  const navigate = useNavigate()
  const perms = usePerms()
  const queryClient = useQueryClient()
  const whenTaskEnds = useWhenTaskEnds()
  const run = useMutation({
    mutationFn: (action: 'test' | 'refresh') => api.post<{ task: string }>(`/api/v1/assets/assets/${String(object.id)}/tasks/`, { action }),
    onSuccess: (answer, action) => {
      openTaskLog(answer.task, { what: action === 'test' ? 'assetTest' : 'assetRefresh', on: String(object.hostname ?? '') })
      // The asset's detail and the lists that show it (hardware summary, reachability).
      whenTaskEnds(answer.task, () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) }))
    },
  })
  const start = (action: 'test' | 'refresh') => {
    if (!supportsSsh(object)) {
      notify({ intent: 'error', text: t('errors:sshNotSupported') })
      return
    }
    run.mutate(action)
  }
  // A button the user lacks the permission for says so (issue 23), instead of being greyed out in silence.
  const lacking = (perm: string, reason: string) => (perms.has(perm) ? null : t(`reasons.${reason}`))
  return (
    <div className={styles.row}>
      <ReasonedButton reason={lacking('assets.test_assetconnectivity', 'noTest')} disabled={run.isPending} onClick={() => start('test')}>
        {t('actions.testConnectivity')}
      </ReasonedButton>
      <ReasonedButton reason={lacking('assets.refresh_assethardwareinfo', 'noRefresh')} disabled={run.isPending} onClick={() => start('refresh')}>
        {t('actions.refreshHardware')}
      </ReasonedButton>
      <ReasonedButton reason={lacking('assets.change_asset', 'noChange')} onClick={() => navigate(`/console/assets/assets/detail/${encodeURIComponent(String(object.id))}/update`)}>
        {t('actions.moreInformation')}
      </ReasonedButton>
    </div>
  )
}
