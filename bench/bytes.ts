// Issue 24: the gzip bytes up front and to a painted dashboard (the figures `npm test`'s budget checks),
// as medians of BENCH_BROWSER_RUNS loads, with the machine's load average (byte counts do not depend on it).
import { existsSync } from 'node:fs'
import { loadavg } from 'node:os'
import { BUDGET, measureBytes } from '../scripts/bundle-budget'
import { BROWSER_RUNS, median } from './generic-browser'

export async function benchBytes() {
  if (!existsSync('dist/index.html')) return console.log('bench: bytes skipped: dist/ is missing (run `npm run build`)')
  const runs = []
  for (let i = 0; i < Math.min(BROWSER_RUNS, 3); i++) runs.push(await measureBytes())
  const load = loadavg()[0].toFixed(1)
  console.log(`bench: bytes up front median ${median(runs.map((r) => r.upFront))} B gzip (budget ${BUDGET.upFront}, goal 150000) (n=${runs.length}, load ${load})`)
  console.log(`bench: bytes to the dashboard median ${median(runs.map((r) => r.dashboard))} B gzip (budget ${BUDGET.dashboard}, goal 200000) (n=${runs.length}, load ${load})`)
}
