// The application form's own fields (domain §3): the category is the route's, the type one of the
// category's (a create link may preset it with ?type=), and attrs the fields of that type.
import { Field, Input, Option, Dropdown, Switch, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { FormFieldProps } from '@/generic/resource-config'
import { RemoteSelect } from '@/generic/select/remote-select'
import { ATTRS, DEFAULT_PORT, TYPES, type Attr, type Category } from '../app-types'

const useStyles = makeStyles({
  attrs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalL, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
})

/** The category is fixed by the route: shown, and set on the form. */
export function categoryField(category: Category): ComponentType<FormFieldProps> {
  return function CategoryField({ value, onChange }: FormFieldProps) {
    const { t } = useTranslation('applications')
    useEffect(() => {
      if (value !== category) onChange(category)
    }, [value, onChange])
    return <span>{t(`categories.${category}`)}</span>
  }
}

export function typeField(category: Category): ComponentType<FormFieldProps> {
  return function TypeField({ value, onChange, disabled, info }: FormFieldProps) {
    const { t } = useTranslation('applications')
    const [params] = useSearchParams()
    const preset = params.get('type')
    useEffect(() => {
      if (!value) onChange(preset && TYPES[category].includes(preset) ? preset : TYPES[category][0])
    }, [value, onChange, preset])
    return (
      <Dropdown aria-label={info.label ?? 'type'} disabled={disabled} value={value ? t(`types.${String(value)}`) : ''} selectedOptions={value ? [String(value)] : []} onOptionSelect={(_, d) => onChange(d.optionValue)}>
        {TYPES[category].map((type) => (
          <Option key={type} value={type}>
            {t(`types.${type}`)}
          </Option>
        ))}
      </Dropdown>
    )
  }
}

function AttrInput({ attr, value, onChange }: { attr: Attr; value: unknown; onChange: (v: unknown) => void }) {
  const { t } = useTranslation('applications')
  const label = t(`attrs.${attr.name}`)
  const text = value === undefined || value === null ? '' : String(value)
  const control = (() => {
    switch (attr.kind) {
      case 'switch':
        return <Switch aria-label={label} checked={Boolean(value)} onChange={(_, d) => onChange(d.checked)} />
      case 'number':
        return <Input type="number" aria-label={label} value={text} onChange={(_, d) => onChange(d.value === '' ? null : Number(d.value))} />
      case 'password':
        return <Input type="password" aria-label={label} value={text} onChange={(_, d) => onChange(d.value)} autoComplete="new-password" />
      case 'textarea':
        return <Textarea aria-label={label} value={text} onChange={(_, d) => onChange(d.value)} />
      case 'asset':
        return (
          <RemoteSelect
            url="/api/v1/assets/assets/"
            value={text ? [text] : []}
            label={label}
            onChange={(v) => onChange(v[0] ?? null)}
            toOption={(row) => ({ label: `${String(row.hostname)} (${String(row.ip)})`, value: String(row.id) })}
          />
        )
      default:
        return <Input aria-label={label} value={text} onChange={(_, d) => onChange(d.value)} />
    }
  })()
  return (
    <Field label={label} required={attr.required} data-field={`attrs.${attr.name}`}>
      {control}
    </Field>
  )
}

/** attrs: the fields of the chosen type; values of other types are dropped when the type changes. */
export function AttrsField({ value, onChange, values }: FormFieldProps) {
  const styles = useStyles()
  const type = String(values?.type ?? '')
  const attrs = ATTRS[type] ?? []
  const current = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  useEffect(() => {
    const known = Object.fromEntries(Object.entries(current).filter(([k]) => attrs.some((f) => f.name === k)))
    if (type in DEFAULT_PORT && known.port === undefined) known.port = DEFAULT_PORT[type]
    if (Object.keys(known).length !== Object.keys(current).length || known.port !== current.port) onChange(known)
  }, [type]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <div className={styles.attrs}>
      {attrs.map((attr) => (
        <AttrInput key={attr.name} attr={attr} value={current[attr.name]} onChange={(v) => onChange({ ...current, [attr.name]: v })} />
      ))}
    </div>
  )
}

/** Required attrs of the type must be filled (domain §5 "This field is required"). */
export function validateAttrs(value: unknown, all: Record<string, unknown>): string | null {
  const current = value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  const missing = (ATTRS[String(all.type ?? '')] ?? []).some((f) => f.required && (current[f.name] === undefined || current[f.name] === null || current[f.name] === ''))
  return missing ? 'errors:fieldRequired' : null
}
