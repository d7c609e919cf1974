// Periodic plans (domain §5): a crontab has 5 fields; an interval is at least 1 (change-auth plan values
// must be >= 1); when both are set the server prefers the interval (the sync task form says so under its crontab).
import type { FormOverride } from '@/generic/resource-config'

export const CRONTAB_FIELDS = 5

export const periodicOverrides: Record<string, FormOverride> = {
  crontab: {
    validate: (v) => {
      const text = String(v ?? '').trim()
      return text && text.split(/\s+/).length !== CRONTAB_FIELDS ? 'accounts:periodic.crontabFields' : null
    },
  },
  interval: {
    validate: (v, all) => (all.is_periodic && (v === '' || v === null || v === undefined || Number(v) < 1) ? 'accounts:periodic.atLeastOne' : null),
  },
}
