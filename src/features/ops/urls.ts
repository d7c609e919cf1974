// The job centre's calls (reference rows "ops adhoc", "ops adhoc executions", "ops command executions").
export const ADHOC = '/api/v1/ops/adhoc/'
export const EXECUTIONS = '/api/v1/ops/adhoc-executions/'

export const executionColumns = [
  // Named by when it started, never by its short id (the last group of its UUID).
  { key: 'date_start', label: 'ops:columns.dateStart' },
  { key: 'timedelta', label: 'ops:columns.timedelta' },
  { key: 'is_finished', label: 'ops:columns.finished' },
  { key: 'is_success', label: 'ops:columns.success' },
]
