// Asset login ACLs (domain §2 console/acls/asset-acl, §3 ACL rule): which users, on which assets
// (IP and hostname groups), as which system users (name, protocol, username groups) must have their
// login confirmed, by whom (reviewers), in priority order (1-100, domain §9).
import { defineResource } from '@/generic/resource-config'
import { userOption } from '@/generic/select/remote-select'
import { RemoteSelectField } from '@/generic/select/remote-select-field'

const PRIORITY = { min: 1, max: 100 }

export default defineResource({
  url: '/api/v1/acls/login-asset-acls/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'priority' },
    { key: 'action_display', label: 'acls:columns.action' },
    { key: 'reviewers_amount', label: 'acls:columns.reviewers' },
    { key: 'is_active' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    reviewers: { component: RemoteSelectField({ url: '/api/v1/users/users/', multiple: true, toOption: userOption }) },
    priority: { validate: (v) => (v !== '' && v !== null && v !== undefined && (Number(v) < PRIORITY.min || Number(v) > PRIORITY.max) ? 'acls:priorityRange' : null) },
  },
  bulkUpdateFields: ['priority', 'is_active', 'comment'],
})
