// One version of a task (domain §2 console/ops/adhoc/{id}): its fields and its executions, named by the date
// it was made, never by its short id.
import { useTranslation } from 'react-i18next'
import { FieldList } from '@/generic/detail/basic-tab'
import { ObjectPage } from '@/generic/detail/object-page'
import { RelatedRows } from '@/generic/detail/related-rows-tab'
import { pathOf } from '@/shared/access/route-table'
import { formatServerDate } from '@/shared/lib/dates'
import { ADHOC, EXECUTIONS, executionColumns } from '../urls'

// No url: the detail path comes from the route, /api/v1/ops/adhoc/{id}/ (shell §7).
export default function AdhocDetail() {
  const { i18n } = useTranslation()
  return (
    <ObjectPage
      kind="ops:names.Adhoc"
      nameOf={(a) => formatServerDate(a.date_created, 'medium', i18n.language) ?? ''}
      body={(a) => <FieldList object={a} url={ADHOC} omit={['short_id']} />}
    >
      {(adhoc) => <RelatedRows object={adhoc} options={{ url: EXECUTIONS, query: (a) => ({ adhoc: String(a.id) }), columns: executionColumns, link: (row) => pathOf('HistoryExecutionDetail', { id: String(row.id) }), title: 'ops:tabs.executions' }} />}
    </ObjectPage>
  )
}
