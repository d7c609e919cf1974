// A session's detail (domain §2 audit/sessions/{id}; domain §3, §4): back, a title naming the user and
// the asset, its fields by their labels, its commands, and the session's actions (replay, monitor,
// terminate: components/session-actions.tsx). Terminating dispatches a task; the state shown changes
// after a refresh, as on the server.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useBack } from '@/generic/common/use-back'
import { detailQueryOptions, fieldsFor, listQueryOptions, metaQueryOptions } from '@/generic/common/api'
import { choiceText } from '@/generic/common/field-text'
import { usePageTitle } from '@/generic/common/use-page-title'
import { DataTable, type TableColumn } from '@/generic/list/data-table'
import { displayValue } from '@/generic/list/list-columns'
import type { Row } from '@/generic/resource-config'
import { useResource } from '@/generic/resource-context'
import { rowsOf } from '@/shared/api/resource'
import { formatServerDate } from '@/shared/lib/dates'
import { SessionActions } from '../components/session-actions'
import { useSessionDuration } from '../session-words'
import { queryKeys } from '@/shared/api/query-keys'
import { PageHeading } from '@/generic/common/page-heading'
import { DefinitionList } from '@/generic/common/definition-list'
import { LoadingState } from '@/generic/common/query-state'

const COMMANDS_URL = '/api/v1/terminal/commands/'
const NOTHING = () => {}
const NONE: ReadonlySet<string> = new Set()

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  sub: { margin: 0, fontSize: tokens.fontSizeBase400 },
})

export default function SessionDetailPage() {
  const styles = useStyles()
  const { t, i18n } = useTranslation(['sessions', 'generic'])
  const { id = '' } = useParams()
  const config = useResource()
  const back = useBack()
  const queryClient = useQueryClient()
  const detail = useQuery(detailQueryOptions(config.url, id))
  const commands = useQuery(listQueryOptions(COMMANDS_URL, { session_id: id, offset: 0, limit: 100 }))
  // The protocol by its label (the server's words: "kubernetes" for k8s), as the list shows it.
  const meta = fieldsFor(useQuery(metaQueryOptions(config.url)).data, 'GET')
  const named = detail.data as Row | undefined
  const title = named ? t('detailTitle', { user: String(named.user ?? ''), asset: String(named.asset ?? '') }) : undefined
  usePageTitle(title)
  const duration = useSessionDuration(named)

  if (detail.isLoading) return <LoadingState label={t('loading')} />
  const session = detail.data as Row | undefined
  if (!session) return null
  const online = !session.is_finished
  const date = (v: unknown) => formatServerDate(v, 'medium', i18n.language) ?? ''
  const fields: [string, string][] = [
    ['user', String(session.user ?? '')],
    ['asset', String(session.asset ?? '')],
    ['systemUser', String(session.system_user ?? '')],
    ['protocol', choiceText('protocol', session.protocol, meta.protocol, t) ?? String(session.protocol ?? '')],
    ['loginFrom', String(session.login_from_display ?? session.login_from ?? '')],
    ['remoteAddr', String(session.remote_addr ?? '')],
    ['dateStart', date(session.date_start)],
    ['dateEnd', date(session.date_end)],
    ['duration', duration],
    ['state', t(online ? 'state.online' : 'state.offline')],
    ['sessionId', session.id],
  ]
  const columns: TableColumn[] = [
    { key: 'input', label: t('commands.input'), render: (r) => String(r.input ?? '') },
    {
      key: 'risk_level_display',
      label: t('commands.risk'),
      width: 120,
      render: (r) => String(r.risk_level_display ?? ''),
    },
    {
      key: 'timestamp_display',
      label: t('commands.date'),
      width: 200,
      render: (r) => date(r.timestamp_display),
    },
  ]

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <Button icon={<ArrowLeftRegular />} onClick={() => back(config.routes.list)}>
          {t('generic:detail.back')}
        </Button>
        <PageHeading grow>{title}</PageHeading>
        <SessionActions session={session} size="medium" />
        <Button onClick={() => void queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) })}>
          {t('refresh')}
        </Button>
      </div>
      <DefinitionList items={fields.map(([key, value]) => ({ key, term: t(`fields.${key}`), value: displayValue(value, t) }))} />
      <h2 className={styles.sub}>{t('commands.title')}</h2>
      <DataTable
        columns={columns}
        rows={commands.data ? rowsOf(commands.data).rows : []}
        loading={commands.isLoading}
        order=""
        onOrder={NOTHING}
        selected={NONE}
        onSelect={NOTHING}
        rowLabel={(r) => String(r.input ?? '')}
        selectable={false}
      />
    </section>
  )
}
