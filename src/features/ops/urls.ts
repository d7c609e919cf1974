// The job centre's calls (reference rows "ops adhoc", "ops adhoc executions", "ops command executions").
export const ADHOC = '/api/v1/ops/adhoc/'
export const EXECUTIONS = '/api/v1/ops/adhoc-executions/'
