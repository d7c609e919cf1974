// `npm start` and `npm test` first install what they need (the README's two commands): `npm ci` when
// node_modules is missing or older than the lockfile. Plain Node, since nothing else is installed yet.
import { spawnSync } from 'node:child_process'
import { existsSync, statSync } from 'node:fs'

const installed = 'node_modules/.package-lock.json'
const stale = !existsSync(installed) || statSync(installed).mtimeMs < statSync('package-lock.json').mtimeMs
if (stale) {
  console.log('node_modules is missing or older than package-lock.json: npm ci')
  const run = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit' })
  process.exit(run.status ?? 1)
}
