// One form field from its metadata (shell §5). Labels come from the server's metadata and are
// rendered as text; validation messages appear under the field.
import { Checkbox, Combobox, Field, Input, Option, Radio, RadioGroup, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldInfo } from '@/shared/api/resource'
import type { FormOverride } from '../resource-config'
import { TEXTAREA_ROWS, isTextWidget, widgetFor, type Widget } from './field-mapping'
import { trimOnChange } from './validation'

const useStyles = makeStyles({
  nested: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalL, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
})

export interface FieldWidgetProps {
  name: string
  info: FieldInfo
  value: unknown
  error?: string
  /** Nested errors by dotted path (shell §5: 400 per field including nested ones). */
  errors?: Record<string, string>
  override?: FormOverride
  onChange: (value: unknown) => void
  /** Blur (text) or change (others) is the moment to validate (shell §5). */
  onValidate?: (value: unknown) => void
  disabled?: boolean
  /** The whole form's values, handed to an override component. */
  values?: Record<string, unknown>
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))

function FilterableSelect({ info, value, onChange, label, disabled }: { info: FieldInfo; value: unknown; onChange: (v: unknown) => void; label: string; disabled?: boolean }) {
  const { t } = useTranslation('generic')
  const choices = info.choices ?? []
  const selected = choices.find((c) => c.value === value)
  const [query, setQuery] = useState<string | null>(null)
  const shown = query === null ? choices : choices.filter((c) => c.display_name.toLowerCase().includes(query.toLowerCase()))
  return (
    <Combobox
      aria-label={label}
      placeholder={t('form.select')}
      disabled={disabled}
      value={query ?? selected?.display_name ?? ''}
      selectedOptions={selected ? [String(selected.value)] : []}
      onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
      onOptionSelect={(_, d) => {
        setQuery(null)
        const choice = choices.find((c) => String(c.value) === d.optionValue)
        onChange(choice?.value)
      }}
      onOpenChange={(_, d) => !d.open && setQuery(null)}
    >
      {shown.map((c) => (
        <Option key={String(c.value)} value={String(c.value)}>
          {c.display_name}
        </Option>
      ))}
    </Combobox>
  )
}

function Control({ widget, props, label }: { widget: Widget; props: FieldWidgetProps; label: string }) {
  const { info, value, onChange, onValidate, disabled } = props
  const styles = useStyles()
  const blur = () => onValidate?.(value)
  // Text is trimmed on change (shell §5): the input's change, when the value is committed on blur,
  // so spaces typed between words stay.
  const commit = () => {
    const trimmed = trimOnChange(widget, str(value))
    if (trimmed !== str(value)) onChange(trimmed)
    onValidate?.(trimmed)
  }
  const changeNow = (v: unknown) => {
    onChange(v)
    onValidate?.(v)
  }
  switch (widget) {
    case 'textarea':
    case 'json':
      return <Textarea rows={TEXTAREA_ROWS} value={str(value)} disabled={disabled} onChange={(_, d) => onChange(d.value)} onBlur={commit} />
    case 'password':
      return <Input type="password" autoComplete="new-password" value={str(value)} disabled={disabled} onChange={(_, d) => onChange(d.value)} onBlur={blur} />
    case 'email':
    case 'text':
    case 'list':
      return <Input type={widget === 'email' ? 'email' : 'text'} value={str(value)} disabled={disabled} onChange={(_, d) => onChange(d.value)} onBlur={commit} />
    case 'number':
      return <Input type="number" value={str(value)} disabled={disabled} onChange={(_, d) => onChange(d.value)} onBlur={blur} />
    case 'datetime':
      return <Input type="datetime-local" value={str(value)} disabled={disabled} onChange={(_, d) => changeNow(d.value)} />
    case 'switch':
      return <Switch checked={Boolean(value)} disabled={disabled} onChange={(_, d) => changeNow(d.checked)} />
    case 'radio':
      return (
        <RadioGroup layout="horizontal" value={str(value)} disabled={disabled} onChange={(_, d) => changeNow(info.choices?.find((c) => String(c.value) === d.value)?.value)}>
          {(info.choices ?? []).map((c) => (
            <Radio key={String(c.value)} value={String(c.value)} label={c.display_name} />
          ))}
        </RadioGroup>
      )
    case 'select':
      return <FilterableSelect info={info} value={value} onChange={changeNow} label={label} disabled={disabled} />
    case 'multiselect': {
      const current = Array.isArray(value) ? value : []
      return (
        <div className={styles.checks} role="group" aria-label={label}>
          {(info.choices ?? []).map((c) => (
            <Checkbox
              key={String(c.value)}
              label={c.display_name}
              checked={current.includes(c.value)}
              disabled={disabled}
              onChange={(_, d) => changeNow(d.checked ? [...current, c.value] : current.filter((v) => v !== c.value))}
            />
          ))}
        </div>
      )
    }
    case 'nested': {
      const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
      return (
        <div className={styles.nested} role="group" aria-label={label}>
          {Object.entries(info.children ?? {})
            .filter(([, child]) => !child.read_only)
            .map(([childName, child]) => (
              <FieldWidget
                key={childName}
                name={childName}
                info={child}
                value={obj[childName] ?? ''}
                error={props.errors?.[`${props.name}.${childName}`]}
                errors={props.errors}
                onChange={(v) => onChange({ ...obj, [childName]: v })}
                disabled={disabled}
              />
            ))}
        </div>
      )
    }
  }
}

export function FieldWidget(props: FieldWidgetProps) {
  const { name, info, error, override } = props
  const label = info.label ?? name
  if (override?.hidden) return null
  if (override?.component) {
    const Custom = override.component
    return (
      <Field label={label} required={info.required} validationMessage={error} validationState={error ? 'error' : 'none'} hint={info.help_text} data-field={name} data-trigger="change">
        <Custom
          name={name}
          info={info}
          value={props.value}
          onChange={(v) => {
            props.onChange(v)
            props.onValidate?.(v)
          }}
          disabled={props.disabled}
          values={props.values}
          errors={props.errors}
        />
      </Field>
    )
  }
  const widget = widgetFor(name, info, override?.widget)
  return (
    <Field
      label={label}
      required={info.required && widget !== 'switch'}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={info.help_text}
      data-field={name}
      data-widget={widget}
      data-trigger={isTextWidget(widget) ? 'blur' : 'change'}
    >
      <Control widget={widget} props={props} label={label} />
    </Field>
  )
}
