// User login ACLs (domain §2 console/users/user-acl, acls.*_loginacl; domain §3 ACL rule): who may log
// in from where. The IP group holds IPs, CIDR, ranges or * (domain §3); priority 1–100 (domain §9,
// checked by the generic form for every `priority`).
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { AclRulesField, validateAclRules } from '../components/acl-rules-field'

const USERS = '/api/v1/users/users/'

export default defineResource({
  url: '/api/v1/acls/login-acls/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'user_display', label: 'users:columns.user' },
    { key: 'action_display', label: 'users:columns.action' },
    { key: 'priority', label: 'users:columns.priority' },
    { key: 'is_active', label: 'users:columns.active' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 200 },
  ],
  filters: ['name', 'user', 'action'],
  formOverrides: {
    user: { component: RemoteSelectField({ url: USERS }) },
    reviewers: { component: RemoteSelectField({ url: USERS, multiple: true }) },
    rules: { component: AclRulesField, validate: validateAclRules },
  },
})
