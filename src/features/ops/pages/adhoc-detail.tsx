// One version of a task (domain §2 console/ops/adhoc/{id}): named by the date it was made, never by its short
// id; its task, hosts, run-as user, commands and options in words, its last run and its executions (VersionBody).
import { useTranslation } from 'react-i18next'
import { ObjectPage } from '@/generic/detail/object-page'
import { formatServerDate } from '@/shared/lib/dates'
import { VersionBody } from '../components/version-body'

// No url: the detail path comes from the route, /api/v1/ops/adhoc/{id}/ (shell §7).
export default function AdhocDetail() {
  const { i18n } = useTranslation()
  return <ObjectPage kind="ops:names.Adhoc" nameOf={(a) => formatServerDate(a.date_created, 'medium', i18n.language) ?? ''} body={(a) => <VersionBody version={a} />} />
}
