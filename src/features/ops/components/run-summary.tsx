// What one run of a task came to (domain §2 console/ops: a task's last run, an execution's page), as
// JumpServer's own console shows it: when it started and finished, how long it took, whether it finished and
// succeeded, the version it ran and its output, then the hosts that failed (with why) and those that
// succeeded, by name. Words only: the run, its version and its task are named, never by their ids.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { detailQueryOptions } from '@/generic/common/api'
import { DefinitionList, type DefinitionItem } from '@/generic/common/definition-list'
import { TableCard } from '@/generic/common/table-card'
import { PermittedLink } from '@/generic/common/permitted-link'
import { permissionsOf } from '@/shared/access/route-table'
import { useCan } from '@/shared/access/use-can'
import { useDurationText } from '@/shared/i18n/durations'
import { formatServerDate } from '@/shared/lib/dates'
import { openTaskLog, taskLogPath } from '@/shared/lib/task-log'
import type { Run } from '../run'
import { ADHOC } from '../urls'

const useStyles = makeStyles({
  summary: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  hosts: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
})

/** The version a run ran, named by the date it was made; nothing for whoever may not open versions. */
function VersionLink({ id }: { id: string }) {
  const { t, i18n } = useTranslation('ops')
  const can = useCan()
  // Its date is read only for whoever may open versions: anyone else sees no link and no call is made.
  const allowed = id !== '' && can(permissionsOf('AdhocDetail'))
  const version = useQuery({ ...detailQueryOptions(ADHOC, id), enabled: allowed, retry: false })
  const date = formatServerDate(version.data?.date_created, 'medium', i18n.language)
  if (!allowed || !date) return <>-</>
  return (
    <PermittedLink route="AdhocDetail" id={id}>
      {t('run.versionOf', { date })}
    </PermittedLink>
  )
}

/** The run's output: the celery task log of the execution, in its popup (domain §2 task-log popup). */
function OutputLink({ run }: { run: Run }) {
  const { t } = useTranslation('ops')
  const about = run.taskName ? { what: 'taskRun' as const, on: run.taskName } : undefined
  const open = (event: MouseEvent) => {
    event.preventDefault()
    openTaskLog(run.id, about)
  }
  return (
    // A link as the version's and the task's beside it: its address is the popup's, opened in its window.
    <a href={taskLogPath(run.id, about)} onClick={open}>
      {t('run.viewOutput')}
    </a>
  )
}

/** A run's summary; `lead` are rows shown before its own (an execution's task). */
export function RunSummary({ run, lead = [] }: { run: Run; lead?: readonly DefinitionItem[] }) {
  const styles = useStyles()
  const { t, i18n } = useTranslation('ops')
  const duration = useDurationText()
  const date = (value: unknown) => formatServerDate(value, 'medium', i18n.language) ?? ''
  const yesNo = (value: boolean) => t(value ? 'generic:detail.yes' : 'generic:detail.no')
  const items: DefinitionItem[] = [
    ...lead,
    { key: 'started', term: t('run.started'), value: date(run.started) },
    { key: 'ended', term: t('run.ended'), value: date(run.finished) },
    { key: 'duration', term: t('run.duration'), value: run.seconds === null ? '' : duration(run.seconds) },
    { key: 'finished', term: t('run.finished'), value: yesNo(run.isFinished) },
    { key: 'success', term: t('run.succeeded'), value: yesNo(run.isSuccess) },
    { key: 'version', term: t('run.version'), value: <VersionLink id={run.version} /> },
    { key: 'output', term: t('run.output'), value: <OutputLink run={run} /> },
  ]
  return (
    <div className={styles.summary}>
      <DefinitionList items={items} />
      <div className={styles.hosts}>
        <TableCard
          title={t('run.failedHosts')}
          headers={[t('run.host'), t('run.reason')]}
          rows={run.failed.map(({ host, reasons }) => [host, reasons.map((reason, i) => <div key={i}>{reason}</div>)])}
          empty={t('run.noneFailed')}
        />
        <TableCard title={t('run.succeededHosts')} headers={[t('run.host')]} rows={run.succeeded.map((host) => [host])} empty={t('run.noneSucceeded')} />
      </div>
    </div>
  )
}
