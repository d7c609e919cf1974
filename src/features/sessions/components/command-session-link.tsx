// A command record's session (domain §2 audit/command → audit/sessions/{id}): a link to the session's
// detail, in the command's organisation, for whoever may open that page; as 2.26's command list offers.
// Its words are the console's, never the session's id.
import { Link } from 'react-router'
import { useTranslation } from 'react-i18next'
import type { Row } from '@/generic/resource-config'
import { pathOf, permissionsOf } from '@/shared/access/route-table'
import { useCan } from '@/shared/access/use-can'

export function CommandSessionLink({ command }: { command: Row }) {
  const { t } = useTranslation('sessions')
  const can = useCan()
  const id = command.session
  if (typeof id !== 'string' || !id || !can(permissionsOf('SessionDetail'))) return null
  const search = typeof command.org_id === 'string' && command.org_id ? `?${new URLSearchParams({ oid: command.org_id }).toString()}` : ''
  return <Link to={pathOf('SessionDetail', { id }) + search}>{t('commands.session')}</Link>
}
