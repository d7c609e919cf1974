// A MethodSerializer field whose fields follow another field (reference §1.6 `children`: a storage's
// meta by ?type=). The chosen type's fields are asked of the server and each drawn with its standard
// widget (shell §5 field rules); a 400 such as `meta.BUCKET` shows under its own field.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState, type ComponentType } from 'react'
import type { FieldInfo } from '@/shared/api/resource'
import { withQuery } from '@/shared/api/resource'
import { fieldsFor, metaQueryOptions } from '../common/api'
import type { FormFieldProps } from '../resource-config'
import { initialValue, widgetFor, wireValue } from './field-mapping'
import { FieldWidget } from './field-widget'

const useStyles = makeStyles({
  children: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, paddingLeft: tokens.spacingHorizontalL, borderLeft: `2px solid ${tokens.colorNeutralStroke2}` },
})

type Obj = Record<string, unknown>

/** The field `name` of `url`, whose fields are those of the value of `key` (the type). */
export function typedChildrenField(url: string, key = 'type'): ComponentType<FormFieldProps> {
  return function TypedChildren({ name, info, value, onChange, values, errors, disabled }: FormFieldProps) {
    const styles = useStyles()
    const type = String(values?.[key] ?? '')
    const meta = useQuery({ ...metaQueryOptions(withQuery(url, { [key]: type })), enabled: Boolean(type) })
    const children: Record<string, FieldInfo> = fieldsFor(meta.data, 'POST')[name]?.children ?? {}
    const wire = (value && typeof value === 'object' ? value : {}) as Obj
    // What each input shows (a list as typed, "a,b"), apart from the wire value the form sends.
    const [shown, setShown] = useState<Obj>({})
    useEffect(() => {
      if (!meta.data) return
      // Another type keeps only the fields it has.
      const kept = Object.fromEntries(Object.entries(wire).filter(([k]) => k in children))
      if (value === null || value === undefined || Object.keys(kept).length !== Object.keys(wire).length) onChange(kept)
    }, [meta.data]) // eslint-disable-line react-hooks/exhaustive-deps
    const change = (child: string, childInfo: FieldInfo, v: unknown) => {
      const widget = widgetFor(child, childInfo)
      setShown((s) => ({ ...s, [child]: v }))
      const next = { ...wire, [child]: wireValue(widget, v) }
      // A secret left empty keeps the stored one (as at the top level of the form).
      if (widget === 'password' && v === '') delete next[child]
      onChange(next)
    }
    return (
      <div className={styles.children} role="group" aria-label={info.label ?? name}>
        {Object.entries(children)
          .filter(([, child]) => !child.read_only)
          .map(([child, childInfo]) => (
            <FieldWidget
              key={`${type}.${child}`}
              name={child}
              info={childInfo}
              value={child in shown ? shown[child] : initialValue(widgetFor(child, childInfo), childInfo, wire[child])}
              error={errors?.[`${name}.${child}`]}
              onChange={(v) => change(child, childInfo, v)}
              disabled={disabled}
            />
          ))}
      </div>
    )
  }
}
