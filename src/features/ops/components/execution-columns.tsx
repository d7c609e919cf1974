// The columns of a list of executions (a task's Executions tab, a version's executions): named by when it
// started, never by its short id (the last group of its UUID); how long it took as a duration (shell §9).
import { useDurationText } from '@/shared/i18n/durations'
import type { RelatedRowsOptions } from '@/generic/detail/related-rows-tab'

function Duration({ seconds }: { seconds: unknown }) {
  const duration = useDurationText()
  return <>{typeof seconds === 'number' && Number.isFinite(seconds) ? duration(seconds) : '-'}</>
}

export const executionColumns: RelatedRowsOptions['columns'] = [
  { key: 'date_start', label: 'ops:columns.dateStart' },
  { key: 'timedelta', label: 'ops:columns.timedelta', render: (row) => <Duration seconds={row.timedelta} /> },
  { key: 'is_finished', label: 'ops:columns.finished' },
  { key: 'is_success', label: 'ops:columns.success' },
]
