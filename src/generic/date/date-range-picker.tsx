// Date-range picker (shell §2, §5, §9): reads date_start/date_end, shortcuts for the last 24 hours,
// week (7 days), month (30 days) and 3 months (90 days); picked days run 00:00:01–23:59:59; bad input
// falls back to 5 days ago … 1 day ahead.
import { Button, Input, makeStyles, tokens } from '@fluentui/react-components'
import { format } from 'date-fns'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { dateShortcutRange, pickerRange, withDefaultTimes, type DateShortcut } from '@/shared/lib/dates'

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexWrap: 'wrap' },
})

const SHORTCUTS: DateShortcut[] = ['day', 'week', 'month', 'threeMonths']
const day = (d: Date) => format(d, 'yyyy-MM-dd')


export interface DateRangePickerProps {
  start?: string
  end?: string
  onChange: (start: string, end: string) => void
  /** The instant the fallback range is computed from (default: now). */
  now?: Date
}

export function DateRangePicker({ start, end, onChange, now }: DateRangePickerProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const range = pickerRange(start, end, now)
  const shown = { start: day(range.start), end: day(range.end) }
  // The days last picked: a second pick made before the first has come back through the owner
  // (two quick edits) builds on the first instead of undoing it. The owner's range wins once it moves.
  const picked = useRef(shown)
  useEffect(() => {
    picked.current = { start: shown.start, end: shown.end }
  }, [shown.start, shown.end])
  const emit = (s: Date, e: Date) => onChange(s.toISOString(), e.toISOString())
  const pickDays = (s: string, e: string) => {
    picked.current = { start: s, end: e }
    const r = withDefaultTimes({ start: new Date(`${s}T00:00:00`), end: new Date(`${e}T00:00:00`) })
    if (Number.isNaN(r.start.getTime()) || Number.isNaN(r.end.getTime())) {
      const fb = pickerRange(undefined, undefined, now)
      emit(fb.start, fb.end)
    } else emit(r.start, r.end)
  }
  return (
    <div className={styles.root} role="group" aria-label={t('dates.range')}>
      <Input type="date" aria-label={t('dates.start')} value={shown.start} onChange={(_, d) => pickDays(d.value, picked.current.end)} />
      <Input type="date" aria-label={t('dates.end')} value={shown.end} onChange={(_, d) => pickDays(picked.current.start, d.value)} />
      {SHORTCUTS.map((s) => (
        <Button key={s} size="small" appearance="subtle" onClick={() => {
          const r = dateShortcutRange(s)
          emit(r.start, r.end)
        }}>
          {t(`dates.${s}`)}
        </Button>
      ))}
    </div>
  )
}
