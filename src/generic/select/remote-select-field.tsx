// A form override (shell §5 "per-resource overrides"): a relation field edited with a remote select.
import type { ComponentType } from 'react'
import type { FormFieldProps } from '../resource-config'
import { RemoteSelect, type SelectOption } from './remote-select'

export function RemoteSelectField(options: { url: string; multiple?: boolean; disabledValues?: string[]; toOption?: (row: Record<string, unknown>) => SelectOption }): ComponentType<FormFieldProps> {
  function Field({ value, onChange, info, disabled }: FormFieldProps) {
    const list = Array.isArray(value) ? value.map(String) : value ? [String(value)] : []
    return (
      <RemoteSelect
        url={options.url}
        multiple={options.multiple}
        disabledValues={options.disabledValues}
        toOption={options.toOption}
        value={list}
        label={info.label}
        disabled={disabled}
        onChange={(v) => onChange(options.multiple ? v : (v[0] ?? null))}
      />
    )
  }
  return Field
}
