import { DEFAULT_ORG_ID } from '../store/org-ids'
import type { Row } from '../store/tables'
import { pendingStep } from '../serializers/ticket-step'
import { parseServerDate } from '../drf/dates'

// Objects seeded so that every page of domain §2 has something to open (issue 25: "seed an object of
// each kind"). Added after every other seed row, so the ids of the rows before stay as they were.
type Put = (key: string, row: Record<string, unknown>) => Row

/** A login-asset-confirm ticket (domain §3 ticket types; its detail route login-asset-confirm/{id}). */
export function seedPageObjects(put: Put, ids: { admin: string; user: string }, ago: (days: number) => string) {
  put('tickets', {
    title: 'Confirm login to db-01 as root',
    serial_num: '202209010099',
    type: 'login_asset_confirm',
    status: 'open',
    state: 'pending',
    approval_step: 1,
    applicant: ids.user,
    assignees: [ids.admin],
    all_assignees: [ids.admin],
    org_id: DEFAULT_ORG_ID,
    rel_snapshot: { applicant: 'user' },
    comment: 'Login confirm',
    date_created: ago(1),
    apply_actions: ['all'],
    process_map: [pendingStep(1, [ids.admin], ['Administrator(admin)'], parseServerDate(ago(1)) ?? new Date())],
  })
}
