// A session's actions, on its row and on its detail (domain §2 audit/sessions, §4): replay (offline) and
// monitor (online) open the web terminal in a new tab; download saves the replay's file, as the server
// names it; terminate dispatches the kill task (POST
// terminal/tasks/kill-session/), whose result shows after a refresh. An online session that cannot be
// monitored keeps a Monitor button that says why.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { ReasonedButton } from '@/generic/common/reasoned-button'
import { notify } from '@/generic/common/toast'
import type { Row } from '@/generic/resource-config'
import { useCan } from '@/shared/access/use-can'
import { api } from '@/shared/api/client'
import { monitorUrl, replayDownloadUrl, replayUrl, sessionOffers } from '../session-rules'

const KILL_URL = '/api/v1/terminal/tasks/kill-session/'
const useStyles = makeStyles({ actions: { display: 'flex', flexWrap: 'nowrap', gap: tokens.spacingHorizontalXS } })

export function SessionActions({ session, size = 'small' }: { session: Row; size?: 'small' | 'medium' }) {
  const styles = useStyles()
  const { t } = useTranslation('sessions')
  const offers = sessionOffers(session, useCan())
  const terminate = useMutation({
    mutationFn: () => api.post(KILL_URL, [session.id]),
    onSuccess: () => notify({ intent: 'success', text: t('terminateDispatched') }),
  })
  const { monitor } = offers
  return (
    <span className={styles.actions}>
      {offers.replay && (
        <Button size={size} as="a" href={replayUrl(session.id)} target="_blank" rel="noopener">
          {t('replay')}
        </Button>
      )}
      {offers.download && (
        <Button size={size} as="a" href={replayDownloadUrl(session.id, session.org_id)} download>
          {t('download')}
        </Button>
      )}
      {monitor.kind === 'offered' && (
        <Button size={size} as="a" href={monitorUrl(session.id)} target="_blank" rel="noopener">
          {t('monitor')}
        </Button>
      )}
      {monitor.kind === 'refused' && (
        <ReasonedButton size={size} reason={t(monitor.reason)}>
          {t('monitor')}
        </ReasonedButton>
      )}
      {offers.terminate && (
        <Button size={size} disabled={terminate.isPending || terminate.isSuccess} onClick={() => terminate.mutate()}>
          {t('terminate')}
        </Button>
      )}
    </span>
  )
}
