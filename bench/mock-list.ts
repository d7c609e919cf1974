// List benchmark of the mock (issues 3 and 24): seed time at --scale 100000, then lists of users and
// assets through msw's getResponse like the HTTP server: a page of a cached query, and the searches and
// filters the mock has not answered yet, each with the mock's indexes and with a test of every row (the
// scan), interleaved in rounds so that both meet the same load; medians, the load, and scan / index.
import { loadavg } from 'node:os'
import { runInNewContext } from 'node:vm'
import { setFlagsFromString } from 'node:v8'
import { resetMock } from '../mock-server/store/live-state'
import { signIn, type Client } from '../mock-server/entry/test-client'
import { useListIndexes } from '../mock-server/drf/query'
import { userByUsername, usersTable } from '../mock-server/store/lookups'

const SCALE = Number(process.env.BENCH_SCALE ?? 100_000)
const RUNS = Number(process.env.BENCH_RUNS ?? 15)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const report = (name: string, ms: number, n: number, more = '') => console.log(`bench: ${name} median ${ms.toFixed(1)} ms (n=${n}${more})`)

/** Wall time and this process's CPU time of one call, in ms (on a shared machine the CPU time says what the call cost). */
async function timed(admin: Client, path: string): Promise<{ wall: number; cpu: number }> {
  const cpu = process.cpuUsage()
  const t = performance.now()
  const r = await admin.call('GET', path)
  await r.json()
  const used = process.cpuUsage(cpu)
  return { wall: performance.now() - t, cpu: (used.user + used.system) / 1000 }
}

const USERS = '/api/v1/users/users/?limit=15&offset=0&draw=1&display=1'
const ASSETS = '/api/v1/assets/assets/?limit=15&offset=0'
const CHARS = 'abcdefghijklmnopqrstuvwxyz0123456789@.'
// Queries the mock has not answered yet (run i of a round r gets its own), so none comes from the list cache.
const fresh: [string, (n: number) => string][] = [
  ['users, a new search term each time (no match)', (n) => `${USERS}&search=staff${20 + (n % 80)}`],
  ['users, a new search term each time (1,000 matches)', (n) => `${USERS}&search=staff0${10 + (n % 90)}`],
  ['users, a new one-character term each time', (n) => `${USERS}&search=${encodeURIComponent(CHARS[n % CHARS.length])}`],
  ['users, filter source=ldap (uncached)', (n) => `${USERS}&source=ldap&_=${n}`],
  ['users, filter username=<a new one each time>', (n) => `${USERS}&username=staff${String(1 + n * 997).padStart(String(SCALE).length, '0')}`],
  ['assets in the Default org, a new search term each time', (n) => `${ASSETS}&search=web${n}&order=-hostname`],
  ['users, a new search term after a write to the users table', (n) => `${USERS}&search=staff0${10 + (n % 90)}&_=w`],
]

/**
 * The heap after full collections, typed arrays' buffers included (they live outside it; the engine frees
 * them after a collection, on another thread, hence the pause and the second one), in MB.
 */
async function heapMb(): Promise<number> {
  setFlagsFromString('--expose-gc')
  const gc = runInNewContext('gc') as () => void
  gc()
  await new Promise((resolve) => setTimeout(resolve, 200))
  gc()
  const { heapUsed, arrayBuffers } = process.memoryUsage()
  return (heapUsed + arrayBuffers) / 2 ** 20
}

export async function benchMockList() {
  const seeds: number[] = []
  for (let i = 0; i < 5; i++) {
    const t = performance.now()
    resetMock({})
    seeds.push(performance.now() - t)
  }
  report('mock seed default', median(seeds), seeds.length)
  const empty = await heapMb()
  const t0 = performance.now()
  resetMock({ scale: SCALE })
  report(`mock seed --scale ${SCALE}`, performance.now() - t0, 1)
  const admin = await signIn('admin')
  // The heap with what any list builds (the tables' arrays, their orders, the memberships), then with the
  // indexes the cases below use, built on first use as a running server would have them.
  useListIndexes(false)
  for (const path of [USERS, `${USERS}&order=-name`, ASSETS, `${ASSETS}&order=-hostname`]) await timed(admin, path)
  const seeded = await heapMb()
  useListIndexes(true)
  const t1 = performance.now()
  for (const [, path] of fresh) await timed(admin, path(-1))
  const built = performance.now() - t1
  console.log(
    `bench: mock heap at ${SCALE} users and assets: ${(seeded - empty).toFixed(0)} MB seeded and listed; the list indexes ` +
      `(users' search, source and username; assets' search and org) ${((await heapMb()) - seeded).toFixed(0)} MB more, built in ${built.toFixed(0)} ms`,
  )
  const cases = [
    ['users list', `/api/v1/users/users/?limit=15&offset=30&search=staff0&order=-name&draw=1&display=1`],
    ['assets list', `/api/v1/assets/assets/?limit=15&offset=30&search=web&order=-hostname&draw=1&display=1`],
  ] as const
  for (const [name, path] of cases) {
    await admin.call('GET', path) // warm: builds the sorted index once, as a running server would have
    const times: number[] = []
    for (let i = 0; i < RUNS; i++) times.push((await timed(admin, path.replace('offset=30', `offset=${15 * (i % 5)}`))).wall)
    report(`mock ${name} at ${SCALE} (a repeated query, cached)`, median(times), RUNS, `, load ${loadavg()[0].toFixed(1)}`)
  }

  const times = fresh.map(() => ({ index: [] as { wall: number; cpu: number }[], scan: [] as { wall: number; cpu: number }[] }))
  const loads: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    for (const on of [true, false]) {
      useListIndexes(on)
      for (let c = 0; c < fresh.length; c++) {
        for (let i = 0; i < RUNS; i++) {
          // After a write the indexes follow the table (a user's comment changed: one row replaced).
          if (fresh[c][0].includes('after a write')) usersTable().update(userByUsername('user')!.id, { comment: `bench ${round} ${i}` })
          ;(on ? times[c].index : times[c].scan).push(await timed(admin, fresh[c][1](round * RUNS + i)))
        }
      }
      loads.push(loadavg()[0])
    }
  }
  useListIndexes(true)
  const load = `, load ${median(loads).toFixed(1)}`
  const wall = (xs: { wall: number }[]) => median(xs.map((x) => x.wall))
  const cpu = (xs: { cpu: number }[]) => median(xs.map((x) => x.cpu))
  fresh.forEach(([name], c) => {
    const { index, scan } = times[c]
    report(
      `mock ${name} at ${SCALE}`, wall(index), index.length,
      `${load}; CPU ${cpu(index).toFixed(1)} ms; scan ${wall(scan).toFixed(1)} ms, CPU ${cpu(scan).toFixed(1)} ms; scan / index ${(wall(scan) / wall(index)).toFixed(0)}×, CPU ${(cpu(scan) / cpu(index)).toFixed(0)}×`,
    )
  })
}

const isMain = process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]
if (isMain) await benchMockList()
