// The job centre's calls (reference rows "ops adhoc", "ops adhoc executions", "ops command executions").
export const ADHOC = '/api/v1/ops/adhoc/'
export const EXECUTIONS = '/api/v1/ops/adhoc-executions/'

export const executionColumns = [
  { key: 'short_id', label: 'ops:columns.execution' },
  { key: 'date_start', label: 'ops:columns.dateStart' },
  { key: 'timedelta', label: 'ops:columns.timedelta' },
  { key: 'is_finished', label: 'ops:columns.finished' },
  { key: 'is_success', label: 'ops:columns.success' },
]
