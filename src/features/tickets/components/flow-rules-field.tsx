// The approval levels of a ticket flow (domain §3 Ticket flow, §6): per level an assignee type (super
// admin, org admin, super admin plus org admin, custom users) and, for custom users, the users. The
// flow's approval_level says how many of the levels the server uses (reference: rules{level;strategy;assignees}).
import { Field, Select, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps } from '@/generic/resource-config'
import { RemoteSelect } from '@/generic/select/remote-select'

const STRATEGIES = ['super_admin', 'org_admin', 'super_org_admin', 'custom_user'] as const
interface Rule {
  level: number
  strategy: string
  assignees: string[]
}
/** A rule as the server reads it: assignees is write-only, the custom users come back read-only. */
type ReadRule = Partial<Rule> & { assignees_read_only?: string[]; assignees_display?: string[] }

/** Custom users' names as the server gave them: assignees_display follows assignees_read_only. */
function namesOf(rules: ReadRule[]): Record<string, string> {
  const names: Record<string, string> = {}
  for (const r of rules)
    (r.assignees_read_only ?? []).forEach((id, i) => {
      const name = r.assignees_display?.[i]
      if (name) names[String(id)] = name
    })
  return names
}

const useStyles = makeStyles({
  levels: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
})

export function FlowRulesField({ value, onChange, disabled }: FormFieldProps) {
  const styles = useStyles()
  const { t } = useTranslation('tickets')
  const given = Array.isArray(value) ? (value as ReadRule[]) : []
  // The names the server gave the custom users (in the order of assignees_read_only), for the select;
  // kept once edits replace the server's rules with the form's.
  const named = namesOf(given)
  const [known, setKnown] = useState(named)
  if (Object.keys(named).some((id) => known[id] !== named[id])) setKnown({ ...known, ...named })
  const rules: Rule[] = [1, 2].map((level) => {
    const r = given.find((g) => Number(g.level) === level)
    return {
      level,
      strategy: r?.strategy ?? 'super_admin',
      assignees: (r?.assignees ?? r?.assignees_read_only ?? []).map(String),
    }
  })
  const change = (level: number, patch: Partial<Rule>) =>
    onChange(rules.map((r) => (r.level === level ? { ...r, ...patch } : r)))
  return (
    <div className={styles.levels}>
      {rules.map((rule) => (
        <fieldset key={rule.level}>
          <legend>{t('level', { level: rule.level })}</legend>
          <Field label={t('flow.strategy')}>
            <Select
              aria-label={t('flow.strategyOf', { level: rule.level })}
              disabled={disabled}
              value={rule.strategy}
              onChange={(_, d) => change(rule.level, { strategy: d.value })}
            >
              {STRATEGIES.map((s) => (
                <option key={s} value={s}>
                  {t(`flow.strategies.${s}`)}
                </option>
              ))}
            </Select>
          </Field>
          {rule.strategy === 'custom_user' && (
            <RemoteSelect
              label={t('flow.assigneesOf', { level: rule.level })}
              url="/api/v1/users/users/suggestions/"
              multiple
              value={rule.assignees}
              disabled={disabled}
              knownLabels={known}
              onChange={(assignees) => change(rule.level, { assignees })}
              toOption={(r) => ({ label: `${String(r.name)}(${String(r.username)})`, value: String(r.id) })}
            />
          )}
        </fieldset>
      ))}
    </div>
  )
}
