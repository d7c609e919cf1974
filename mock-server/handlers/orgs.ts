import { HttpResponse } from 'msw'
import { mswTable } from '../store/lookups'
import { DEFAULT_ORG_ID } from '../store/org-ids'
import { defineResource, type Row } from '../drf/resource'
import { membersOf } from '../store/lookups'
import { tableOf } from '../store/live-state'

// Organisations (domain §2 settings/orgs; licence). Rows are the @mswjs/data organization model.
const count = (key: string, orgId: string) => tableOf(key).all().filter((r) => r.org_id === orgId).length

export const organizations = defineResource('organizations', {
  model: 'Organization',
  perm: 'orgs.organization',
  table: () => mswTable<Row>('organization', ['id', 'name', 'comment', 'created_by', 'date_created']),
  unique: [['name']],
  bulkDelete: 'never',
  serialize: (row) => ({
    is_default: row.id === DEFAULT_ORG_ID,
    is_root: false,
    resource_statistics: {
      users_amount: membersOf(row.id).size, groups_amount: count('user groups', row.id), assets_amount: count('assets', row.id),
      nodes_amount: count('nodes', row.id), domains_amount: count('domains', row.id), gateways_amount: count('gateways', row.id),
      admin_users_amount: count('admin users', row.id), system_users_amount: count('system users', row.id),
      applications_amount: count('applications', row.id), asset_perms_amount: count('asset permissions', row.id),
      app_perms_amount: count('application permissions', row.id),
    },
  }),
  beforeDelete: (row) =>
    row.id === DEFAULT_ORG_ID || membersOf(row.id).size > 0 || count('assets', row.id) > 0
      ? HttpResponse.json({ detail: 'The current organization cannot be deleted', code: 'error' }, { status: 400 })
      : undefined,
})

// CurrentOrgDetailApi (IsValidUser): GET is hand-written (core.ts); this answers its OPTIONS with the
// small CurrentOrgSerializer (id, name, is_default, is_root, comment), GET alone, as recorded-2.26.1 has it.
const currentOrganization = defineResource('current organization', {
  model: 'Organization',
  perm: { view: null, add: null, change: null, delete: null },
  table: organizations.table,
})

export const orgResources = [organizations, currentOrganization]
