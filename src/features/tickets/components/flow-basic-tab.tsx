// The detail of a ticket flow (domain §3 Ticket flow): its fields, with the approval levels it uses
// said in words, "Level 1: Custom users (Org Admin(orgadmin))", from the server's strategy_display and
// assignees_display (reference TSV, TicketFlowApproveSerializer) instead of the rules' JSON.
import { useTranslation } from 'react-i18next'
import { FieldList } from '@/generic/detail/basic-tab'
import type { ResourceConfig, Row } from '@/generic/resource-config'

interface ReadRule {
  level?: number
  strategy?: string
  strategy_display?: string
  assignees_display?: string[]
}

export function FlowBasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const { t } = useTranslation('tickets')
  const levels = Number(object.approval_level ?? 1)
  const rules = (Array.isArray(object.rules) ? (object.rules as ReadRule[]) : [])
    .filter((r) => Number(r.level) <= levels)
    .sort((a, b) => Number(a.level) - Number(b.level))
    .map((r) => {
      const who = (r.assignees_display ?? []).join(', ')
      const kind =
        r.strategy_display ||
        t(`flow.strategies.${String(r.strategy)}`, { defaultValue: String(r.strategy ?? '') })
      return `${t('level', { level: r.level })}: ${kind}${who ? ` (${who})` : ''}`
    })
  return <FieldList object={{ ...object, rules: rules.join('; ') }} url={config.url} />
}
