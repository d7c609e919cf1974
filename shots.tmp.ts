import { chromium } from 'playwright'
import { signInOverHttp } from './step-definitions/tasks/ui/sign-in'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium'
const base = 'http://127.0.0.1:5191'
await fetch(base + '/__mock/reset', { method: 'POST' })
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
const ctx = await browser.newContext({ baseURL: base, viewport: { width: 1280, height: 800 } })
await signInOverHttp(ctx, base, process.argv[2] ?? 'admin')
const page = await ctx.newPage()
for (const [name, path] of process.argv.slice(3).map((s) => s.split('='))) {
  await page.goto(path)
  await page.waitForTimeout(1500)
  await page.screenshot({ path: `/tmp/shot-${name}.png` })
}
await browser.close()
