// A permission's actions (domain §3: connect, upload/download, clipboard copy/paste; reference
// ActionsField: a list of actions=all|connect|upload_file|download_file|updownload|clipboard_copy|
// clipboard_paste|clipboard_copy_paste, read back with every action the stored set contains). The boxes
// are the single actions; the field's value is the list of those ticked, so what is shown is what is
// sent (issue 22): every box ticked is sent as 'all', some as their own names. A new permission starts
// from the server's default (all when there is none). Clipboard control applies only to RDP/VNC.
import { Checkbox, Text, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps, FormOverride } from '@/generic/resource-config'

const useStyles = makeStyles({
  box: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  checks: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  hint: { color: tokens.colorNeutralForeground3 },
})

const PAIRS: Record<string, string[]> = {
  updownload: ['upload_file', 'download_file'],
  clipboard_copy_paste: ['clipboard_copy', 'clipboard_paste'],
}

/** The single actions a value stands for, in the order of `all`. */
export function spreadActions(value: unknown, all: readonly string[]): string[] {
  const list = Array.isArray(value) ? value.map(String) : []
  if (list.includes('all')) return [...all]
  const singles = new Set(list.flatMap((a) => PAIRS[a] ?? [a]))
  return all.filter((a) => singles.has(a))
}

/** The wire form of the ticked single actions: 'all' when every one is ticked. */
export function actionsWire(ticked: readonly string[], all: readonly string[]): string[] {
  const chosen = spreadActions(ticked, all)
  return chosen.length === all.length ? ['all'] : chosen
}

/** The override of an `actions` (or `apply_actions`) field offering these single actions. */
export function actionsField(all: readonly string[]): FormOverride {
  function ActionsField({ value, onChange, disabled, info }: FormFieldProps) {
    const styles = useStyles()
    const { t } = useTranslation('perms')
    const chosen = spreadActions(value, all)
    const toggle = (action: string, on: boolean) => onChange(all.filter((a) => (a === action ? on : chosen.includes(a))))
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
  return {
    component: ActionsField,
    toForm: (stored, info) => spreadActions(stored ?? info.default ?? ['all'], all),
    toWire: (value) => ({ send: true, value: actionsWire(Array.isArray(value) ? value.map(String) : [], all) }),
  }
}
