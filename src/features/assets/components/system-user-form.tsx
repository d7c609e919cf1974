// System-user form rules (domain §3, §5, §9): manual login mode allows an empty username and password
// (auto needs the username); the home directory defaults to /home/{username}; the AD domain cannot be
// edited once set.
import { Input } from '@fluentui/react-components'
import { useState } from 'react'
import type { FormFieldProps, FormOverride } from '@/generic/resource-config'

/** Shown as typed; fixed when the stored object already holds one (domain §5). */
function AdDomainField({ name, value, onChange, disabled }: FormFieldProps) {
  const [locked] = useState(() => typeof value === 'string' && value.trim() !== '')
  return <Input name={name} value={typeof value === 'string' ? value : ''} readOnly={locked} disabled={disabled || locked} onChange={(_, d) => onChange(d.value)} />
}

/** Left empty, the server sets /home/{username} (domain §9); the placeholder says so. */
function HomeField({ name, value, onChange, disabled }: FormFieldProps) {
  return <Input name={name} value={typeof value === 'string' ? value : ''} placeholder="/home/{username}" disabled={disabled} onChange={(_, d) => onChange(d.value)} />
}

export const systemUserOverrides: Record<string, FormOverride> = {
  username: {
    validate: (value, all) => (all.login_mode !== 'manual' && !String(value ?? '').trim() ? 'errors:fieldRequired' : null),
  },
  home: { component: HomeField },
  ad_domain: { component: AdDomainField },
}
