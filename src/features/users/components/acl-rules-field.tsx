// The login ACL's `rules` (reference: LoginACLSerializer rules = {ip_group, time_period}): the IP group
// typed one per line; the time period is kept as the server holds it.
import { Textarea } from '@fluentui/react-components'
import { useState } from 'react'
import type { FormFieldProps } from '@/generic/resource-config'
import { isIpGroupItem, splitLines } from '@/shared/lib/ip-group'

type Rules = { ip_group?: string[]; time_period?: unknown[] }

export function AclRulesField({ value, onChange, disabled, name, info }: FormFieldProps) {
  const rules = (value && typeof value === 'object' ? value : {}) as Rules
  const [text, setText] = useState(() => (rules.ip_group ?? ['*']).join('\n'))
  return (
    <Textarea
      name={name}
      // A custom field names its own control (form/field-widget.tsx): by the field's label (issue 26, axe).
      aria-label={info.label}
      value={text}
      disabled={disabled}
      resize="vertical"
      onChange={(_, d) => setText(d.value)}
      onBlur={() => onChange({ ...rules, ip_group: splitLines(text), time_period: rules.time_period ?? [] })}
    />
  )
}

/** Domain §3: each item an IP, CIDR, range or *. */
export function validateAclRules(value: unknown): string | null {
  const items = (value as Rules | null)?.ip_group ?? []
  if (items.length === 0) return 'errors:fieldRequired'
  return items.every(isIpGroupItem) ? null : 'errors:invalidIpGroup'
}
