// An asset's protocols as rows of (protocol, port) (domain §3 Asset "protocol(s)"): the user picks a
// protocol by name and its usual port is filled in; the server takes and stores the wire form
// `["ssh/22", "rdp/3389"]` (reference: AssetSerializer.protocols, a list of ProtocolField). The
// legacy single `protocol`/`port` fields of 2.26's serializer are hidden beside it (resources/asset.ts).
import { Button, Dropdown, Input, Option, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, DeleteRegular } from '@fluentui/react-icons'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps } from '@/generic/resource-config'

/** The asset protocols of 2.26 (the serializer's protocol choices) and their usual ports. */
export const PROTOCOL_PORTS: ReadonlyArray<{ value: string; label: string; port: number }> = [
  { value: 'ssh', label: 'SSH', port: 22 },
  { value: 'rdp', label: 'RDP', port: 3389 },
  { value: 'telnet', label: 'Telnet', port: 23 },
  { value: 'vnc', label: 'VNC', port: 5900 },
]

export interface ProtocolRow {
  protocol: string
  port: string
}

/** `["ssh/22"]` as rows; an entry without a port takes the protocol's usual one. */
export function rowsOf(value: unknown): ProtocolRow[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' && value.trim() ? value.trim().split(/\s+/) : []
  return list.map((entry) => {
    const [protocol = '', port] = String(entry).split('/')
    return { protocol, port: port ?? String(PROTOCOL_PORTS.find((p) => p.value === protocol)?.port ?? '') }
  })
}

/** The protocols in words, each by its name and port: `["ssh/22", "rdp/3389"]` reads "SSH 22, RDP 3389". */
export const protocolsText = (value: unknown): string =>
  rowsOf(value).map((r) => `${PROTOCOL_PORTS.find((p) => p.value === r.protocol)?.label ?? r.protocol} ${r.port}`).join(', ')

/** Rows as the server takes them; a row without a protocol is left out. */
export const wireOf = (rows: readonly ProtocolRow[]): string[] => rows.filter((r) => r.protocol).map((r) => `${r.protocol}/${r.port.trim()}`)

/** What a new asset of a platform starts with: RDP for Windows, SSH otherwise (the server's default). */
export const platformDefault = (platform: unknown): string[] => (String(platform ?? '').toLowerCase().startsWith('windows') ? ['rdp/3389'] : ['ssh/22'])

/** A port is a whole number 1–65535. */
const validPort = (port: string) => /^\d+$/.test(port.trim()) && Number(port) >= 1 && Number(port) <= 65535

/** The field's own check (domain §5 "Port Error, please check"): every row has a protocol and a valid port. */
export function validateProtocols(value: unknown): string | null {
  const rows = rowsOf(value)
  return rows.some((r) => !r.protocol || !validPort(r.port)) ? 'errors:portError' : null
}

const useStyles = makeStyles({
  rows: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
  protocol: { minWidth: '140px' },
  port: { width: '120px' },
})

export function ProtocolsField({ value, onChange, disabled, values }: FormFieldProps) {
  const styles = useStyles()
  const { t } = useTranslation('assets')
  const rows = rowsOf(value)
  const set = (next: ProtocolRow[]) => onChange(next.map((r) => `${r.protocol}/${r.port}`))
  // A platform change swaps the protocols while they are still the previous platform's default
  // (a Windows asset starts with RDP 3389); rows the user chose are kept.
  const platform = values?.platform
  const lastPlatform = useRef(platform)
  useEffect(() => {
    if (lastPlatform.current === platform) return
    const before = platformDefault(lastPlatform.current)
    lastPlatform.current = platform
    const current = wireOf(rowsOf(value))
    if (current.length === 0 || (current.length === before.length && current.every((p, i) => p === before[i]))) onChange(platformDefault(platform))
  }, [platform]) // eslint-disable-line react-hooks/exhaustive-deps

  const used = new Set(rows.map((r) => r.protocol))
  const free = PROTOCOL_PORTS.find((p) => !used.has(p.value))
  return (
    <div className={styles.rows} role="group" aria-label={t('protocols.label')}>
      {rows.map((row, i) => {
        const known = PROTOCOL_PORTS.find((p) => p.value === row.protocol)
        const n = i + 1
        return (
          <div className={styles.row} key={i} data-protocol-row={n}>
            <Dropdown
              className={styles.protocol}
              aria-label={t('protocols.protocolOf', { n })}
              disabled={disabled}
              value={known?.label ?? row.protocol}
              selectedOptions={row.protocol ? [row.protocol] : []}
              onOptionSelect={(_, d) => {
                const chosen = PROTOCOL_PORTS.find((p) => p.value === d.optionValue)
                if (chosen) set(rows.map((r, j) => (j === i ? { protocol: chosen.value, port: String(chosen.port) } : r)))
              }}
            >
              {PROTOCOL_PORTS.map((p) => (
                <Option key={p.value} value={p.value} disabled={p.value !== row.protocol && used.has(p.value)}>
                  {p.label}
                </Option>
              ))}
            </Dropdown>
            <Input
              className={styles.port}
              aria-label={t('protocols.portOf', { n })}
              inputMode="numeric"
              disabled={disabled}
              value={row.port}
              onChange={(_, d) => set(rows.map((r, j) => (j === i ? { ...r, port: d.value.trim() } : r)))}
            />
            <Button
              icon={<DeleteRegular />}
              aria-label={t('protocols.remove', { n })}
              disabled={disabled || rows.length <= 1}
              title={rows.length <= 1 ? t('errors:lastOneCannotDelete') : undefined}
              onClick={() => set(rows.filter((_, j) => j !== i))}
            />
          </div>
        )
      })}
      <div>
        <Button icon={<AddRegular />} disabled={disabled || !free} onClick={() => free && set([...rows, { protocol: free.value, port: String(free.port) }])}>
          {t('protocols.add')}
        </Button>
      </div>
    </div>
  )
}
