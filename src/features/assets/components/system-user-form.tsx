// System-user form rules (domain §3, §5, §9): manual login mode allows an empty username and password
// (auto needs the username); the home directory defaults to /home/{username}; the AD domain cannot be
// edited once set; a new system user starts as SSH in auto login mode; the private key is a PEM block
// of many lines, pasted or read from its file (the form encrypts it on submit, shell §3).
import { Input, Textarea, makeStyles, tokens } from '@fluentui/react-components'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps, FormOverride } from '@/generic/resource-config'

const useStyles = makeStyles({
  key: { fontFamily: tokens.fontFamilyMonospace },
  keyBox: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
})

/** Rows of the key's text area: a 2048-bit PEM key is about 27 lines; 8 show its shape. */
const KEY_ROWS = 8

/** A private key as typed, pasted or read from a file, its line breaks kept; never shown back (write-only). */
function PrivateKeyField({ name, value, onChange, disabled }: FormFieldProps) {
  const styles = useStyles()
  const { t } = useTranslation('assets')
  const fileId = useId()
  const text = typeof value === 'string' ? value : ''
  return (
    <div className={styles.keyBox}>
      <Textarea
        name={name}
        className={styles.key}
        rows={KEY_ROWS}
        spellCheck={false}
        autoComplete="off"
        value={text}
        disabled={disabled}
        placeholder="-----BEGIN OPENSSH PRIVATE KEY-----"
        onChange={(_, d) => onChange(d.value)}
      />
      <label htmlFor={fileId}>{t('privateKey.file')}</label>
      <input
        id={fileId}
        type="file"
        disabled={disabled}
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) void file.text().then((content) => onChange(content))
          e.target.value = ''
        }}
      />
    </div>
  )
}

/** Shown as typed; fixed when the stored object already holds one (domain §5). */
// A custom field names its own control by the field's label (form/field-widget.tsx; issue 26, axe).
function AdDomainField({ name, info, value, onChange, disabled }: FormFieldProps) {
  const [locked] = useState(() => typeof value === 'string' && value.trim() !== '')
  return <Input name={name} aria-label={info.label} value={typeof value === 'string' ? value : ''} readOnly={locked} disabled={disabled || locked} onChange={(_, d) => onChange(d.value)} />
}

/** Left empty, the server sets /home/{username} (domain §9); the placeholder says so. */
function HomeField({ name, info, value, onChange, disabled }: FormFieldProps) {
  return <Input name={name} aria-label={info.label} value={typeof value === 'string' ? value : ''} placeholder="/home/{username}" disabled={disabled} onChange={(_, d) => onChange(d.value)} />
}

export const systemUserOverrides: Record<string, FormOverride> = {
  // The server's defaults (reference OPTIONS: protocol ssh, login_mode auto), chosen from the start.
  protocol: { createDefault: () => Promise.resolve('ssh') },
  login_mode: { createDefault: () => Promise.resolve('auto') },
  private_key: { component: PrivateKeyField },
  username: {
    validate: (value, all) => (all.login_mode !== 'manual' && !String(value ?? '').trim() ? 'errors:fieldRequired' : null),
  },
  home: { component: HomeField },
  ad_domain: { component: AdDomainField },
}
