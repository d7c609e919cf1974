// Command filter rules (domain §2 console/assets/command-filter-rules: create and {id}/update; domain §3,
// §5): nested under their filter (/cmd-filters/{filter}/rules/), so the form pages of their own
// (pages/command-filter-rules-*.tsx) give the filter's URL. Content one command per line; priority
// 1–100, 100 matched first; action.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'

export default defineResource({
  url: '/api/v1/assets/cmd-filters/',
  nameField: 'content',
  columns: [{ key: 'content' }, { key: 'priority' }, { key: 'action_display' }, { key: 'actions' }],
  formOverrides: {
    filter: { component: RemoteSelectField({ url: '/api/v1/assets/cmd-filters/' }) },
    reviewers: { component: RemoteSelectField({ url: '/api/v1/users/users/', multiple: true }) },
  },
})
