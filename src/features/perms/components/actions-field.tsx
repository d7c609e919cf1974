// A permission's actions (domain §3: connect, upload/download, clipboard copy/paste; reference
// actions=all|connect|upload_file|download_file|updownload|clipboard_copy|clipboard_paste|clipboard_copy_paste).
// 'all' and the pair values are spread into their parts; clipboard control applies only to RDP/VNC.
import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps } from '@/generic/resource-config'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
})

const PAIRS: Record<string, string[]> = {
  updownload: ['upload_file', 'download_file'],
  clipboard_copy_paste: ['clipboard_copy', 'clipboard_paste'],
}

/** The single actions a value stands for. */
export function spreadActions(value: unknown, all: string[]): string[] {
  const list = Array.isArray(value) ? value.map(String) : []
  if (list.includes('all')) return all
  return [...new Set(list.flatMap((a) => PAIRS[a] ?? [a]))].filter((a) => all.includes(a))
}

export function actionsField(all: string[]): ComponentType<FormFieldProps> {
  return function ActionsField({ value, onChange, disabled, info }: FormFieldProps) {
    const styles = useStyles()
    const { t } = useTranslation('perms')
    const chosen = spreadActions(value ?? info.default ?? ['all'], all)
    const toggle = (action: string, on: boolean) => {
      const next = on ? [...chosen, action] : chosen.filter((a) => a !== action)
      onChange(next.length === all.length ? ['all'] : all.filter((a) => next.includes(a)))
    }
    return (
      <div className={styles.box} role="group" aria-label={info.label ?? t('actions.label')}>
        <div className={styles.checks}>
          {all.map((action) => (
            <Checkbox key={action} label={t(`actions.${action}`)} checked={chosen.includes(action)} disabled={disabled} onChange={(_, d) => toggle(action, Boolean(d.checked))} />
          ))}
        </div>
        {all.includes('clipboard_copy') && <Text className={styles.hint}>{t('actions.clipboardHint')}</Text>}
      </div>
    )
  }
}
