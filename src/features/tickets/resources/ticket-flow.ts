// Ticket flows (domain §2 tickets/flow: list, {id}, create, {id}/update; tickets.*_ticketflow): one or two
// approval levels, each with its assignee type. The server refuses DELETE (405), so the list offers none.
import { defineResource } from '@/generic/resource-config'
import { FlowBasicTab } from '../components/flow-basic-tab'
import { FlowRulesField } from '../components/flow-rules-field'

export default defineResource({
  url: '/api/v1/tickets/flows/',
  nameField: 'type_display',
  columns: [
    { key: 'type_display', label: 'tickets:fields.type', nameLink: true },
    { key: 'approval_level' },
    { key: 'created_by' },
    { key: 'date_created' },
    { key: 'actions' },
  ],
  formOverrides: { rules: { component: FlowRulesField } },
  detailTabs: [{ name: 'Basic', title: 'generic:detail.basic', component: FlowBasicTab }],
  without: ['rowDelete', 'bulkDelete'],
})
