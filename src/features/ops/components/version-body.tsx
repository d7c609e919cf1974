// A task version's page (domain §2 console/ops/adhoc/{id}), as an administrator reads it: which task it
// belongs to, when it was made, the hosts and pattern it runs against and as whom, its commands one line each
// and its options by name; then its last run (RunSummary) and its executions, each named by when it started.
// Words only: the task by name, hosts by name, never an id, a short id, JSON or a raw flag.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { listQueryOptions } from '@/generic/common/api'
import { PermittedLink } from '@/generic/common/permitted-link'
import { FieldList } from '@/generic/detail/basic-tab'
import { RelatedRows, type RelatedRowsOptions } from '@/generic/detail/related-rows-tab'
import type { Row } from '@/generic/resource-config'
import { pathOf, permissionsOf } from '@/shared/access/route-table'
import { useCan } from '@/shared/access/use-can'
import { rowsOf } from '@/shared/api/resource'
import { runOf } from '../run'
import { ADHOC, EXECUTIONS } from '../urls'
import { commandsOf, optionsOf, runAsOf } from '../version'
import { executionColumns } from './execution-columns'
import { LastRun } from './last-run'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
})

/** The fields shown, in this order (AdHocSerializer's, less its ids and flags, which are worded in others). */
const SHOWN = ['task', 'date_created', 'hosts', 'pattern', 'run_as', 'become_display', 'tasks', 'options'] as const

function Commands({ tasks }: { tasks: unknown }) {
  const styles = useStyles()
  const lines = commandsOf(tasks)
  if (lines.length === 0) return <>-</>
  return (
    <ol className={styles.lines}>
      {lines.map((line, i) => (
        <li key={i}>{line}</li>
      ))}
    </ol>
  )
}

function Options({ options }: { options: unknown }) {
  const { t } = useTranslation('ops')
  const read = optionsOf(options)
  // Text it cannot read is shown as the server wrote it, as text.
  if (read === null) return <>{String(options)}</>
  const value = (v: string | number | boolean) => (typeof v === 'boolean' ? t(v ? 'generic:detail.yes' : 'generic:detail.no') : String(v))
  return <>{read.map(({ name, value: v }) => `${t(`version.optionNames.${name}`, { defaultValue: name })}: ${value(v)}`).join(', ')}</>
}

function RunAs({ version }: { version: Row }) {
  const { t } = useTranslation('ops')
  const runAs = runAsOf(version)
  return <>{runAs === null ? '-' : 'hostAdmin' in runAs ? t('version.hostAdmin') : runAs.user}</>
}

const executions = (version: Row): RelatedRowsOptions => ({
  url: EXECUTIONS,
  query: () => ({ adhoc: String(version.id) }),
  columns: executionColumns,
  link: (row) => pathOf('HistoryExecutionDetail', { id: String(row.id) }),
  title: 'ops:tabs.executions',
})

/** The version's last run: the newest of its executions (AdHocExecution's get_latest_by is date_start). */
function VersionLastRun({ version, options }: { version: Row; options: RelatedRowsOptions }) {
  const { t } = useTranslation('ops')
  // The same call as the executions' table below: one request for both.
  const list = useQuery(listQueryOptions(options.url, { ...options.query(version), offset: 0, limit: 100 }))
  if (!list.data) return null
  const newest = rowsOf(list.data).rows.reduce<Row | undefined>((a, b) => (!a || String(b.date_start) > String(a.date_start) ? b : a), undefined)
  return <LastRun run={runOf(newest)} empty={t('version.notRun')} />
}

export function VersionBody({ version }: { version: Row }) {
  const styles = useStyles()
  const { t } = useTranslation('ops')
  const can = useCan()
  const heading = useId()
  const task = typeof version.task === 'string' ? version.task : ''
  const runs = executions(version)
  return (
    <div className={styles.page}>
      <FieldList
        object={version}
        url={ADHOC}
        only={SHOWN}
        labels={{ task: 'ops:run.task', hosts: 'ops:version.hosts', run_as: 'ops:version.runAs', become_display: 'ops:version.become', tasks: 'ops:version.commands', options: 'ops:version.options' }}
        values={{
          task: (v) => (
            <PermittedLink route="TaskDetail" id={task}>
              {String(v.task_name ?? '') || '-'}
            </PermittedLink>
          ),
          run_as: (v) => <RunAs version={v} />,
          tasks: (v) => <Commands tasks={v.tasks} />,
          options: (v) => <Options options={v.options} />,
        }}
      />
      {/* Its runs are read by whoever may open an execution (ops.view_adhocexecution). */}
      {can(permissionsOf('HistoryExecutionDetail')) && (
        <>
          <VersionLastRun version={version} options={runs} />
          <section aria-labelledby={heading}>
            <h2 id={heading} className={styles.heading}>
              {t('tabs.executions')}
            </h2>
            <RelatedRows object={version} options={runs} />
          </section>
        </>
      )}
    </div>
  )
}
