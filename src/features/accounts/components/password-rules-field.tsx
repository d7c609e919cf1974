// A change-auth plan's password rules (domain §5): the length must be at least 1, and the symbol set
// must be what the target (a database) supports, otherwise the plan fails — said under the field.
import { Field, Input, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps } from '@/generic/resource-config'

const useStyles = makeStyles({ box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS } })

const rulesOf = (value: unknown) => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {})

export function PasswordRulesField({ value, onChange, disabled }: FormFieldProps) {
  const styles = useStyles()
  const { t } = useTranslation('accounts')
  const rules = rulesOf(value)
  return (
    <div className={styles.box}>
      <Field label={t('rules.length')}>
        <Input type="number" min={1} disabled={disabled} value={rules.length === undefined || rules.length === null ? '' : String(rules.length)} onChange={(_, d) => onChange({ ...rules, length: d.value === '' ? null : Number(d.value) })} />
      </Field>
      <Field label={t('rules.symbolSet')}>
        <Input disabled={disabled} value={String(rules.symbol_set ?? '')} onChange={(_, d) => onChange({ ...rules, symbol_set: d.value })} />
      </Field>
      <MessageBar intent="warning">
        <MessageBarBody>{t('rules.symbolWarning')}</MessageBarBody>
      </MessageBar>
    </div>
  )
}

/** Domain §5: change-auth plan values must be >= 1. */
export const validatePasswordRules = (value: unknown) => {
  const length = rulesOf(value).length
  return length === undefined || length === null || Number(length) < 1 ? 'accounts:periodic.atLeastOne' : null
}
