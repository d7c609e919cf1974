// The crontab of a periodic task (domain §5: 5 fields; "if both periodic and cron are set, periodic is
// preferred", which the field says under its input; domain §9: the next 5 runs are previewed under it).
import { Input, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { FormFieldProps } from '@/generic/resource-config'
import { nextRuns, parseCrontab } from '@/shared/lib/crontab'
import { formatDate } from '@/shared/lib/dates'

const useStyles = makeStyles({
  preview: { margin: `${tokens.spacingVerticalXS} 0 0`, paddingLeft: tokens.spacingHorizontalL, color: tokens.colorNeutralForeground3 },
  hint: { margin: `${tokens.spacingVerticalXS} 0 0`, color: tokens.colorNeutralForeground3 },
})

export function CrontabField({ name, value, onChange, disabled }: FormFieldProps) {
  const styles = useStyles()
  const { t, i18n } = useTranslation('assets')
  const text = typeof value === 'string' ? value : ''
  const runs = text.trim() ? nextRuns(text) : []
  return (
    <div>
      <Input name={name} value={text} disabled={disabled} placeholder="0 2 * * *" onChange={(_, d) => onChange(d.value)} />
      <p className={styles.hint}>{t('cron.periodicFirst')}</p>
      {runs.length > 0 && (
        <ol className={styles.preview} aria-label={t('cron.nextRuns')}>
          {runs.map((d) => (
            <li key={d.getTime()}>{formatDate(d, 'medium', i18n.language)}</li>
          ))}
        </ol>
      )}
    </div>
  )
}

/** Empty is fine (no cron); otherwise 5 valid fields (domain §5). */
export const validateCrontab = (value: unknown) => (typeof value !== 'string' || !value.trim() || parseCrontab(value) ? null : 'errors:crontabFields')
