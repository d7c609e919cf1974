// One form field drawn from its model (field-model.ts decides the widget; shell §5). Labels come from
// the server's metadata and are rendered as text; validation messages appear under the field. Whether
// a field is drawn at all is its model's (FieldModel.shown), asked by FormField.
import {
  Checkbox,
  Combobox,
  Field,
  FieldContextProvider,
  Input,
  Option,
  Radio,
  RadioGroup,
  Switch,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldInfo } from '@/shared/api/resource'
import { TEXTAREA_ROWS, type Widget } from './field-mapping'
import { buildFieldModel, type FieldModel } from './field-model'
import type { MetadataForm } from './use-metadata-form'
import { trimOnChange } from './validation'

const useStyles = makeStyles({
  nested: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingLeft: tokens.spacingHorizontalL,
    borderLeft: `2px solid ${tokens.colorNeutralStroke2}`,
  },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
})

export interface FieldWidgetProps {
  model: FieldModel
  value: unknown
  error?: string
  /** Nested errors by dotted path (shell §5: 400 per field including nested ones). */
  errors?: Record<string, string>
  onChange: (value: unknown) => void
  /** Blur (text) or change (others) is the moment to validate (shell §5). */
  onValidate?: (value: unknown) => void
  disabled?: boolean
  /** The whole form's values, handed to an override component. */
  values?: Record<string, unknown>
  /** Drawn as optional whatever the metadata says (bulk update: only ticked fields are sent). */
  optional?: boolean
  /** Drawn as required whatever the metadata says (FormOverride.required holds). */
  required?: boolean
}

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v))

function FilterableSelect({
  info,
  value,
  onChange,
  label,
  disabled,
}: {
  info: FieldInfo
  value: unknown
  onChange: (v: unknown) => void
  label: string
  disabled?: boolean
}) {
  const { t } = useTranslation('generic')
  const choices = info.choices ?? []
  const selected = choices.find((c) => c.value === value)
  const [query, setQuery] = useState<string | null>(null)
  const shown =
    query === null
      ? choices
      : choices.filter((c) => c.display_name.toLowerCase().includes(query.toLowerCase()))
  return (
    <Combobox
      aria-label={label}
      placeholder={t('form.select')}
      disabled={disabled}
      value={query ?? selected?.display_name ?? ''}
      selectedOptions={selected ? [String(selected.value)] : []}
      // Typing filters from scratch: the chosen label is selected on focus, so the first key replaces it.
      onFocus={(e) => (e.target as HTMLInputElement).select()}
      onClick={(e) => query === null && (e.target as HTMLInputElement).select()}
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
  const { value, onChange, onValidate, disabled } = props
  const info = props.model.info
  const styles = useStyles()
  const blur = () => onValidate?.(value)
  // Text is trimmed on change (shell §5): the input's change, when the value is committed on blur,
  // so spaces typed between words stay.
  const commit = () => {
    const trimmed = trimOnChange(widget, str(value))
    if (trimmed !== str(value)) onChange(trimmed)
    onValidate?.(trimmed)
  }
  // What the typed inputs share: the value as text, each keystroke kept (checked when the input is left).
  const typed = { value: str(value), disabled, onChange: (_: unknown, d: { value: string }) => onChange(d.value) }
  const changeNow = (v: unknown) => {
    onChange(v)
    onValidate?.(v)
  }
  switch (widget) {
    case 'textarea':
    case 'json':
      return <Textarea rows={TEXTAREA_ROWS} {...typed} onBlur={commit} />
    case 'password':
      return <Input type="password" autoComplete="new-password" {...typed} onBlur={blur} />
    case 'email':
    case 'text':
    case 'list':
      return <Input type={widget === 'email' ? 'email' : 'text'} {...typed} onBlur={commit} />
    case 'number':
      return <Input type="number" {...typed} onBlur={blur} />
    case 'datetime':
      return (
        <Input
          type="datetime-local"
          value={str(value)}
          disabled={disabled}
          onChange={(_, d) => changeNow(d.value)}
        />
      )
    case 'switch':
      return <Switch checked={Boolean(value)} disabled={disabled} onChange={(_, d) => changeNow(d.checked)} />
    case 'radio':
      return (
        <RadioGroup
          layout="horizontal"
          value={str(value)}
          disabled={disabled}
          onChange={(_, d) => changeNow(info.choices?.find((c) => String(c.value) === d.value)?.value)}
        >
          {(info.choices ?? []).map((c) => (
            <Radio key={String(c.value)} value={String(c.value)} label={c.display_name} />
          ))}
        </RadioGroup>
      )
    case 'select':
      return (
        <FilterableSelect info={info} value={value} onChange={changeNow} label={label} disabled={disabled} />
      )
    case 'multiselect': {
      const current = Array.isArray(value) ? value : []
      return (
        // Each box is named by its own label, not by the field's (the group carries the field's).
        <FieldContextProvider value={undefined}>
          <div className={styles.checks} role="group" aria-label={label}>
            {(info.choices ?? []).map((c) => (
              <Checkbox
                key={String(c.value)}
                label={c.display_name}
                checked={current.includes(c.value)}
                disabled={disabled}
                onChange={(_, d) =>
                  changeNow(d.checked ? [...current, c.value] : current.filter((v) => v !== c.value))
                }
              />
            ))}
          </div>
        </FieldContextProvider>
      )
    }
    case 'nested': {
      const obj = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>
      return (
        <div className={styles.nested} role="group" aria-label={label}>
          {/* Never an id to type: 2.26.1's announcement has a writable ID child, which it replaces by a new
              one on every save (AnnouncementSerializer); the stored one goes back untouched. */}
          {Object.entries(info.children ?? {})
            .filter(([childName, child]) => !child.read_only && childName.toLowerCase() !== 'id')
            .map(([childName, child]) => (
              <FieldWidget
                key={childName}
                model={buildFieldModel(childName, child)}
                value={obj[childName] ?? ''}
                error={props.errors?.[`${props.model.name}.${childName}`]}
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
  const { model, error } = props
  const { name, info, widget } = model
  const { t } = useTranslation()
  // The server's label, unless the resource names one in the user's words (a field of the form alone).
  const label = model.override?.label ? t(model.override.label) : (info.label ?? name)
  const required = (info.required || props.required) && widget !== 'switch' && !props.optional
  const custom = widget === 'custom'
  return (
    <Field
      label={label}
      required={required}
      validationMessage={error}
      validationState={error ? 'error' : 'none'}
      hint={info.help_text}
      data-field={name}
      data-widget={custom ? undefined : widget}
      data-trigger={custom ? 'change' : model.trigger}
    >
      {custom ? <CustomControl props={props} /> : <Control widget={widget} props={props} label={label} />}
    </Field>
  )
}

/** A resource's own component for the field (its `formOverrides` entry), checked as it changes. */
function CustomControl({ props }: { props: FieldWidgetProps }) {
  const Custom = props.model.override!.component!
  return (
    // A component names its own controls (a select by the field's label, boxes by theirs).
    <FieldContextProvider value={undefined}>
      <Custom
        name={props.model.name}
        info={props.model.info}
        value={props.value}
        onChange={(v) => {
          props.onChange(v)
          props.onValidate?.(v)
        }}
        disabled={props.disabled}
        values={props.values}
        errors={props.errors}
      />
    </FieldContextProvider>
  )
}

/** One field of an engine's form, bound to its value, error and check. */
export function FormField({
  form,
  model,
  disabled,
  optional,
}: {
  form: MetadataForm
  model: FieldModel
  disabled?: boolean
  optional?: boolean
}) {
  if (!form.isShown(model)) return null
  return (
    <FieldWidget
      model={model}
      value={form.values[model.name]}
      error={form.errors[model.name]}
      errors={form.errors}
      values={form.values}
      disabled={disabled}
      optional={optional}
      required={form.isRequired(model)}
      onChange={(v) => form.set(model.name, v)}
      onValidate={(v) => form.check(model.name, v)}
    />
  )
}
