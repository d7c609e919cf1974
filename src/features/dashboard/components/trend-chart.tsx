// The dashboard's trend as grouped bars drawn by hand (issue 24: @fluentui/react-charts with d3 weighed
// ~60 KB gzip of the bytes to a painted dashboard). One Tab stop: the arrow keys (Home, End) move between
// the days, whose figures show under the chart and are read out; every figure is also in a table that
// screen readers reach.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'

export interface TrendSeries {
  key: string
  legend: string
  values: number[]
}

export interface TrendChartProps {
  title: string
  dates: string[]
  series: TrendSeries[]
}

const COLORS = [tokens.colorBrandBackground, tokens.colorPaletteMarigoldBorderActive, tokens.colorPaletteLightGreenBorderActive]
/** A day's width and the plot's height, in the drawing's own units (it is stretched to the card). */
const DAY = 10
const HEIGHT = 100
const MOST_DATE_LABELS = 8

const useStyles = makeStyles({
  figure: { margin: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  legend: { display: 'flex', gap: tokens.spacingHorizontalL, margin: 0, padding: 0, listStyle: 'none', fontSize: tokens.fontSizeBase200 },
  item: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  swatch: { width: '10px', height: '10px', borderRadius: tokens.borderRadiusSmall },
  plot: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'stretch' },
  scale: { display: 'flex', flexDirection: 'column', justifyContent: 'space-between', fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3, textAlign: 'end', minWidth: '2em' },
  svg: {
    flexGrow: 1,
    height: '200px',
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    ':focus-visible': { outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  axis: { display: 'flex', marginLeft: `calc(2em + ${tokens.spacingHorizontalS})`, fontSize: tokens.fontSizeBase100, color: tokens.colorNeutralForeground3 },
  date: { flex: '1 1 0', minWidth: 0, textAlign: 'center', overflow: 'hidden', whiteSpace: 'nowrap' },
  readout: { fontSize: tokens.fontSizeBase200, minHeight: tokens.lineHeightBase200 },
  hidden: { position: 'absolute', width: '1px', height: '1px', overflow: 'hidden', clipPath: 'inset(50%)', whiteSpace: 'nowrap' },
})

/** The top of the scale: the largest value rounded up to 1, 2 or 5 times a power of ten. */
export function scaleTop(largest: number): number {
  if (largest <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(largest))
  return ([1, 2, 5, 10].find((m) => m * power >= largest) ?? 10) * power
}

export default function TrendChart({ title, dates, series }: TrendChartProps) {
  const { t } = useTranslation('dashboard')
  const styles = useStyles()
  const readoutId = useId()
  const [day, setDay] = useState(dates.length - 1)
  const shown = Math.min(Math.max(day, 0), dates.length - 1)
  const top = scaleTop(Math.max(0, ...series.flatMap((s) => s.values)))
  const bar = (DAY * 0.8) / Math.max(series.length, 1)
  const labelEvery = Math.ceil(dates.length / MOST_DATE_LABELS)
  const move = (e: KeyboardEvent) => {
    const next = { ArrowRight: shown + 1, ArrowLeft: shown - 1, Home: 0, End: dates.length - 1 }[e.key]
    if (next === undefined) return
    e.preventDefault()
    setDay(Math.min(Math.max(next, 0), dates.length - 1))
  }
  return (
    <figure className={styles.figure}>
      <ul className={styles.legend}>
        {series.map((s, k) => (
          <li key={s.key} className={styles.item}>
            <span className={styles.swatch} style={{ backgroundColor: COLORS[k % COLORS.length] }} />
            {s.legend}
          </li>
        ))}
      </ul>
      <div className={styles.plot}>
        <div className={styles.scale} aria-hidden>
          <span>{top}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.svg}
          role="img"
          tabIndex={0}
          aria-label={`${title}. ${t('trend.chartHint')}`}
          aria-describedby={readoutId}
          viewBox={`0 0 ${dates.length * DAY} ${HEIGHT}`}
          preserveAspectRatio="none"
          onKeyDown={move}
        >
          {dates.map((date, i) => (
            <g key={`${i}-${date}`} onPointerEnter={() => setDay(i)}>
              <rect x={i * DAY} width={DAY} height={HEIGHT} fill={i === shown ? tokens.colorNeutralBackground1Hover : 'transparent'} />
              {series.map((s, k) => {
                const height = ((s.values[i] ?? 0) / top) * HEIGHT
                return <rect key={s.key} x={i * DAY + DAY * 0.1 + k * bar} y={HEIGHT - height} width={bar} height={height} fill={COLORS[k % COLORS.length]} />
              })}
            </g>
          ))}
        </svg>
      </div>
      <div className={styles.axis} aria-hidden>
        {dates.map((date, i) => (
          <span key={`${i}-${date}`} className={styles.date}>
            {i % labelEvery === 0 ? date : ''}
          </span>
        ))}
      </div>
      <figcaption id={readoutId} className={styles.readout} aria-live="polite">
        {dates[shown]}: {series.map((s) => `${s.legend} ${s.values[shown] ?? 0}`).join(', ')}
      </figcaption>
      <table className={styles.hidden}>
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{t('trend.date')}</th>
            {series.map((s) => (
              <th key={s.key} scope="col">
                {s.legend}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {dates.map((date, i) => (
            <tr key={`${i}-${date}`}>
              <th scope="row">{date}</th>
              {series.map((s) => (
                <td key={s.key}>{s.values[i] ?? 0}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  )
}
