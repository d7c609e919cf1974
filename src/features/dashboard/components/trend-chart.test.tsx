import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import TrendChart, { scaleTop } from './trend-chart'

describe('scaleTop', () => {
  it('rounds the largest value up to 1, 2 or 5 times a power of ten', () => {
    expect([0, 1, 3, 7, 10, 11, 45, 120, 501].map(scaleTop)).toEqual([1, 1, 5, 10, 10, 20, 50, 200, 1000])
  })
})

describe('TrendChart', () => {
  const html = renderToStaticMarkup(
    <TrendChart
      title="Logins and sessions"
      dates={['11-20', '11-21']}
      series={[
        { key: 'login', legend: 'Logins', values: [3, 8] },
        { key: 'active_users', legend: 'Active users', values: [1] },
      ]}
    />,
  )

  it('gives every figure as a table, a missing value as 0', () => {
    const rows = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].map((m) => [...m[1].matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/g)].map((c) => c[1]))
    expect(rows).toEqual([
      ['trend.date', 'Logins', 'Active users'],
      ['11-20', '3', '1'],
      ['11-21', '8', '0'],
    ])
  })

  it('is one named Tab stop, described by the figures of the day shown (the last at first)', () => {
    expect(html.match(/tabindex="0"/g)).toHaveLength(1)
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Logins and sessions\. trend.chartHint"/)
    expect(html).toContain('11-21: Logins 8, Active users 0</figcaption>')
  })
})
