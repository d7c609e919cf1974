// List benchmark of the mock (issue 3): seed time at --scale 100000, then the median of a page of 15
// with a search and an order over users and assets, through msw's getResponse like the HTTP server.
import { resetMock } from '../mock-server/store/live-state'
import { signIn } from '../mock-server/entry/test-client'

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const report = (name: string, ms: number, n: number) => console.log(`bench: ${name} median ${ms.toFixed(1)} ms (n=${n})`)

export async function benchMockList() {
  const seeds: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    resetMock({})
    seeds.push(performance.now() - t)
  }
  report('mock seed default', median(seeds), seeds.length)
  const t0 = performance.now()
  resetMock({ scale: SCALE })
  report(`mock seed --scale ${SCALE}`, performance.now() - t0, 1)
  const admin = await signIn('admin')
  const cases = [
    ['users list', `/api/v1/users/users/?limit=15&offset=30&search=staff0&order=-name&draw=1&display=1`],
    ['assets list', `/api/v1/assets/assets/?limit=15&offset=30&search=web&order=-hostname&draw=1&display=1`],
  ] as const
  for (const [name, path] of cases) {
    await admin.call('GET', path) // warm: builds the sorted index once, as a running server would have
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now()
      const r = await admin.call('GET', path.replace('offset=30', `offset=${15 * (i % 5)}`))
      await r.json()
      times.push(performance.now() - t)
    }
    report(`mock ${name} at ${SCALE}`, median(times), RUNS)
  }
  // What a user typing a search meets: a term the mock has not answered yet (no cached selection).
  const fresh: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now()
    const r = await admin.call('GET', `/api/v1/users/users/?limit=15&offset=0&search=staff${20 + i}&draw=1&display=1`)
    await r.json()
    fresh.push(performance.now() - t)
  }
  report(`mock users list at ${SCALE}, a new search term each time`, median(fresh), RUNS)
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]
if (isMain) await benchMockList()
