// A MethodSerializer field whose fields follow another field (reference §1.6 `children`: a storage's
// meta by ?type=). The chosen type's fields are asked of the server and each drawn with its standard
// widget (shell §5 field rules); a 400 such as `meta.BUCKET` shows under its own field.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState, type ComponentType } from 'react'
import type { FieldInfo } from '@/shared/api/resource'
import { withQuery } from '@/shared/api/resource'
import { fieldsFor, metaQueryOptions } from '../common/api'
import type { FormFieldProps } from '../resource-config'
import { buildFieldModels, formValues, type FieldModel } from './field-model'
import { FieldWidget } from './field-widget'
import { useMetadataForm } from './use-metadata-form'

const useStyles = makeStyles({
  children: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalL, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
})

type Obj = Record<string, unknown>

/** The field `name` of `url`, whose fields are those of the value of `key` (the type). */
export function typedChildrenField(url: string, key = 'type'): ComponentType<FormFieldProps> {
  return function TypedChildren(props: FormFieldProps) {
    const styles = useStyles()
    const { name, info, values } = props
    const type = String(values?.[key] ?? '')
    const meta = useQuery({ ...metaQueryOptions(withQuery(url, { [key]: type })), enabled: Boolean(type) })
    const children: Record<string, FieldInfo> | undefined = meta.data ? (fieldsFor(meta.data, 'POST')[name]?.children ?? {}) : undefined
    const models = useMemo(() => (children ? buildFieldModels(children) : undefined), [meta.data]) // eslint-disable-line react-hooks/exhaustive-deps
    return (
      <div className={styles.children} role="group" aria-label={info.label ?? name}>
        {/* Another type is another form: it keeps only the fields it has. */}
        {models && <Children key={type} {...props} models={models} />}
      </div>
    )
  }
}

/** The chosen type's fields, each through the form engine; the parent holds their wire body. */
function Children({ name, value, onChange, errors, disabled, models }: FormFieldProps & { models: FieldModel[] }) {
  const wire = (value && typeof value === 'object' ? value : {}) as Obj
  const form = useMetadataForm({ models, initial: formValues(models, wire), isUpdate: true, failure: 'errors:updateFailed', send: async () => undefined })
  // What the object held when the type was chosen: a text it did not hold and the user left empty is
  // left to the server (which then says the field is required), as DRF treats a missing key.
  const [stored] = useState(wire)
  useEffect(() => {
    const next = Object.fromEntries(Object.entries(form.wire()).filter(([k, v]) => v !== '' || k in stored))
    if (JSON.stringify(next) !== JSON.stringify(wire)) onChange(next)
  }, [form.values]) // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      {models.map((model) => (
        <FieldWidget
          key={model.name}
          model={model}
          value={form.values[model.name]}
          error={errors?.[`${name}.${model.name}`] ?? form.errors[model.name]}
          onChange={(v) => form.set(model.name, v)}
          onValidate={(v) => form.check(model.name, v)}
          disabled={disabled}
        />
      ))}
    </>
  )
}
