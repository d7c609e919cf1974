import assert from 'node:assert/strict'
import { Given, When, Then } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { ConsoleWorld } from './support/world'
import { ApiSession } from './tasks/api/api-session'

// Vocabulary: the batch command (domain §2 console/ops/command-executions/create): choices by the
// field's label, the command, and the output as the task log streams it.

When('they choose {string} for {string}', async function (this: ConsoleWorld, option: string, label: string) {
  const page = await this.page()
  const box = page.getByRole('main').getByRole('combobox', { name: label })
  // A native select offers its options to the keyboard and the pointer of the platform, not the page's.
  if ((await box.evaluate((el) => el.tagName)) === 'SELECT') return void (await box.selectOption({ label: option }))
  await box.click()
  await page.getByRole('option', { name: option, exact: true }).or(page.getByRole('menuitemcheckbox', { name: option, exact: true })).click()
  await page.keyboard.press('Escape')
})

When('they type the command {string}', async function (this: ConsoleWorld, command: string) {
  await (await this.page()).getByRole('main').getByRole('textbox', { name: 'Command' }).fill(command)
})

Then('the output shows {string}', async function (this: ConsoleWorld, text: string) {
  await expect((await this.page()).getByRole('log', { name: 'Output' })).toContainText(text)
})

Then('the run has finished', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.getByRole('status').filter({ hasText: 'Finished' }).waitFor()
  await expect(page.getByRole('log', { name: 'Output' })).toHaveAttribute('data-state', 'done')
})

Then('the output shows nothing', async function (this: ConsoleWorld) {
  const page = await this.page()
  await expect(page.getByRole('log', { name: 'Output' })).toHaveAttribute('data-state', 'idle')
  await expect(page.getByRole('log', { name: 'Output' })).toHaveText('')
})

// The task log socket refused at the browser: every socket to /ws/ops/tasks/log/ is closed at once,
// the server never reached (the scenario's page only; the kept context is left as it was).
Given("the browser's task log sockets are refused", async function (this: ConsoleWorld) {
  await (await this.pageToOpen()).routeWebSocket(/\/ws\/ops\/tasks\/log\//, (ws) => ws.close({ code: 1011, reason: 'refused' }))
})

// A run as long as 2.26.1's recorded ones (0.006–0.017 s): the task's executions are written through the
// API (AdHocExecutionSerializer's timedelta is writable), as the server would have stored them.
Given('the runs of the task {string} took {float} seconds', async function (this: ConsoleWorld, name: string, seconds: number) {
  const admin = await ApiSession.signedIn(this.baseUrl)
  const tasks = await admin.request<{ results: Array<{ id: string; name: string }> }>('GET', `/api/v1/ops/tasks/?name=${encodeURIComponent(name)}&limit=1`)
  const task = tasks.body.results.find((t) => t.name === name)
  assert.ok(task, `no task ${name}`)
  const runs = await admin.request<Array<{ id: string }>>('GET', `/api/v1/ops/adhoc-executions/?task=${task.id}`)
  assert.ok(runs.body.length > 0, `no run of ${name}`)
  for (const run of runs.body) {
    const res = await admin.request('PATCH', `/api/v1/ops/adhoc-executions/${run.id}/`, { timedelta: seconds })
    assert.equal(res.status, 200, res.text)
  }
})
