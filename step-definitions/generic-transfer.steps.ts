import assert from 'node:assert/strict'
import { Given, Then, When, type DataTable } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { PersonaName } from '../fixtures/personas'
import { ApiSession } from './tasks/api/api-session'
import type { ConsoleWorld } from './support/world'
import { listOf } from './support/parameter-types'
import { menuItem } from './tasks/ui/shell'
import { settled } from '../e2e/page-state'
import {
  bigCsv,
  chooseImportFile,
  confirmDialog,
  excelFile,
  exportDialog,
  helpText,
  importAction,
  importDialog,
  importRows,
  importSummary,
  keepDownload,
  requestsSent,
  watchRequests,
} from './tasks/ui/transfer'

// Vocabulary: the generic import and export dialogs on a list page (shell §4, §5, §7, §8, §9).

// ---- import ---------------------------------------------------------------------------------------

/** Opens the dialog from the list toolbar; the browser's requests are watched from here on. */
When('they open the import dialog', async function (this: ConsoleWorld) {
  const page = await this.page()
  watchRequests(this, page)
  await page.getByRole('toolbar').getByRole('button', { name: 'Import', exact: true }).click()
  await importDialog(page).waitFor()
})

When('they choose the import mode {string}', async function (this: ConsoleWorld, mode: string) {
  await importDialog(await this.page()).getByRole('radio', { name: mode, exact: true }).check()
})

When('they choose the file {string} to import', async function (this: ConsoleWorld, name: string) {
  await chooseImportFile(await this.page(), `fixtures/imports/${name}`)
})

When('they choose a generated CSV file of {int} MB to import', async function (this: ConsoleWorld, mb: number) {
  await chooseImportFile(await this.page(), await bigCsv(mb))
})

When('they choose a generated Excel file to import with the rows:', async function (this: ConsoleWorld, table: DataTable) {
  await chooseImportFile(await this.page(), await excelFile(table.raw()))
})

Then('the upload box takes a single file of type {list}', async function (this: ConsoleWorld, types: string[]) {
  const page = await this.page()
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), importDialog(page).getByLabel('File', { exact: true }).click()])
  assert.equal(chooser.isMultiple(), false, 'the file chooser takes several files')
  const accept = await chooser.element().getAttribute('accept')
  assert.deepEqual(listOf(accept ?? ''), types)
})

Then('the help text under the upload box says {string}', async function (this: ConsoleWorld, text: string) {
  assert.equal(await helpText(await this.page()).innerText(), text)
})

Then('the help text under the upload box is {word}', async function (this: ConsoleWorld, state: string) {
  const page = await this.page()
  const input = importDialog(page).getByLabel('File', { exact: true })
  if (state === 'flagged') {
    await helpText(page).and(page.getByRole('alert')).waitFor()
    assert.equal(await input.getAttribute('aria-invalid'), 'true')
  } else {
    assert.equal(state, 'plain', `unknown state ${state}`)
    await helpText(page).waitFor()
    assert.equal(await helpText(page).getAttribute('role'), null, 'the help text is flagged')
    assert.equal(await input.getAttribute('aria-invalid'), null)
  }
})

Then('they see {string} under the upload box', async function (this: ConsoleWorld, text: string) {
  const dialog = importDialog(await this.page())
  const shown = dialog.getByRole('alert').filter({ hasText: text })
  await shown.waitFor()
  assert.equal(await shown.innerText(), text)
  // Under the upload box: after it in the dialog.
  const [box, message] = await Promise.all([dialog.getByLabel('File', { exact: true }).boundingBox(), shown.boundingBox()])
  assert.ok(box && message && message.y > box.y, 'the message is not under the upload box')
})

Then('no file is chosen for the import', async function (this: ConsoleWorld) {
  const input = importDialog(await this.page()).getByLabel('File', { exact: true })
  await (await this.page()).waitForFunction((el) => (el as HTMLInputElement).files?.length === 0, await input.elementHandle())
  await settled(await this.page())
  assert.equal(await importDialog(await this.page()).getByRole('table').count(), 0, 'rows are shown')
})

Then('the import summary says {string}', async function (this: ConsoleWorld, text: string) {
  await importSummary(await this.page()).filter({ hasText: new RegExp(`^${text}$`) }).waitFor()
})

Then('the import table shows {int} rows', async function (this: ConsoleWorld, count: number) {
  const rows = importRows(await this.page())
  await rows.first().waitFor()
  assert.equal(await rows.count(), count)
})

Then('the import columns are this wide:', async function (this: ConsoleWorld, table: DataTable) {
  const dialog = importDialog(await this.page())
  await dialog.getByRole('table').waitFor()
  const widths = await dialog.getByRole('columnheader').evaluateAll((ths) => ths.map((th) => [th.textContent ?? '', Math.round(th.getBoundingClientRect().width)]))
  assert.deepEqual(widths, table.raw().map(([title, px]) => [title, Number(px)]))
})

When('they go to page {int} of the import table', async function (this: ConsoleWorld, page: number) {
  await importDialog(await this.page()).getByRole('navigation').getByRole('button', { name: `Page ${page}`, exact: true }).click()
})

Then('the cell {string} of row {int} of the import holds {string}', async function (this: ConsoleWorld, label: string, row: number, value: string) {
  const cell = importDialog(await this.page()).getByRole('textbox', { name: `Edit ${label} of row ${row}`, exact: true })
  assert.equal(await cell.inputValue(), value)
})

When('they change {string} of row {int} of the import to {string}', async function (this: ConsoleWorld, label: string, row: number, value: string) {
  await importDialog(await this.page()).getByRole('textbox', { name: `Edit ${label} of row ${row}`, exact: true }).fill(value)
})

When('they show only the failed rows of the import', async function (this: ConsoleWorld) {
  await importDialog(await this.page()).getByRole('switch', { name: 'Failed rows only', exact: true }).check()
})

When('they show every row of the import', async function (this: ConsoleWorld) {
  await importDialog(await this.page()).getByRole('switch', { name: 'Failed rows only', exact: true }).uncheck()
})

/** The file's row numbers the table shows, by the label of each row's first cell ("Edit Name of row N"). */
Then('the import table shows the rows {list}', async function (this: ConsoleWorld, numbers: string[]) {
  const firstCells = importRows(await this.page()).locator('td:nth-child(2) input')
  await expect(firstCells).toHaveCount(numbers.length, { timeout: 20_000 })
  for (const [i, n] of numbers.entries()) await expect(firstCells.nth(i)).toHaveAttribute('aria-label', new RegExp(` of row ${n}$`))
})

When('they press {string} in the import dialog', async function (this: ConsoleWorld, name: string) {
  await importDialog(await this.page()).getByRole('button', { name, exact: true }).click()
})

Then('the import action is {string}', async function (this: ConsoleWorld, label: string) {
  await importAction(await this.page()).filter({ hasText: new RegExp(`^${label}$`) }).waitFor()
})

Then('the import dialog is closed', async function (this: ConsoleWorld) {
  await importDialog(await this.page()).waitFor({ state: 'detached' })
})

const statusIcon = async (world: ConsoleWorld, row: number) => {
  const page = await world.page()
  // Row n of the file: on page ceil(n / 10) of the table, which the scenario has open.
  return importRows(page).filter({ has: page.getByRole('textbox', { name: new RegExp(` of row ${row}$`) }) }).getByRole('img').first()
}

Then('row {int} of the import is {word}', async function (this: ConsoleWorld, row: number, state: string) {
  const label = { pending: 'Pending', succeeded: 'Succeeded', failed: /^Failed/ }[state]
  assert.ok(label, `unknown state ${state}`)
  const icon = await statusIcon(this, row)
  await (await this.page()).waitForFunction(
    ([el, want]) => (typeof want === 'string' ? el?.getAttribute('aria-label') === want : el?.getAttribute('aria-label')?.startsWith('Failed')),
    [await icon.elementHandle(), typeof label === 'string' ? label : null] as const,
  )
})

Then('row {int} of the import failed with {string}', async function (this: ConsoleWorld, row: number, message: string) {
  const page = await this.page()
  const icon = await statusIcon(this, row)
  await page.waitForFunction((el) => el?.getAttribute('aria-label')?.startsWith('Failed'), await icon.elementHandle())
  await icon.hover()
  const tip = page.getByRole('tooltip').filter({ hasText: message })
  await tip.waitFor()
  assert.equal(await tip.innerText(), message)
  await page.mouse.move(0, 0)
  await tip.waitFor({ state: 'hidden' })
})

Then('the console sent {int} {word} request(s) to {string}', async function (this: ConsoleWorld, count: number, method: string, path: string) {
  await settled(await this.page())
  assert.equal(requestsSent(this, method, path).length, count)
})

Then('the server knows the user {string} named {string}', async function (this: ConsoleWorld, username: string, name: string) {
  const api = await ApiSession.signedIn(this.baseUrl)
  const found = await api.request<{ results: Array<{ username: string; name: string }> }>('GET', `/api/v1/users/users/?username=${encodeURIComponent(username)}&limit=10`)
  assert.deepEqual(found.body.results.map((u) => [u.username, u.name]), [[username, name]])
})

// ---- export ---------------------------------------------------------------------------------------

Given('{persona} has turned on MFA by SMS', async function (this: ConsoleWorld, persona: PersonaName) {
  const api = new ApiSession(this.baseUrl)
  await api.signIn(persona)
  const res = await api.request('PATCH', '/api/v1/users/profile/', { mfa_level: 1, phone: '13800000000' })
  assert.equal(res.status, 200, JSON.stringify(res.body))
})

Then('the export dialog offers the ranges {list} with {string} chosen', async function (this: ConsoleWorld, ranges: string[], chosen: string) {
  const dialog = exportDialog(await this.page())
  await dialog.waitFor()
  const group = dialog.getByRole('radiogroup', { name: 'Export range' })
  for (const range of ['All', 'Selected', 'Filtered']) {
    const radio = group.getByRole('radio', { name: range, exact: true })
    assert.equal(await radio.isEnabled(), ranges.includes(range), `${range} should be ${ranges.includes(range) ? 'offered' : 'off'}`)
    assert.equal(await radio.isChecked(), range === chosen, `${range} chosen`)
  }
})

Then('the export dialog is {int}% of the window wide', async function (this: ConsoleWorld, share: number) {
  // The laid-out width, untouched by the scale of the opening animation.
  const [width, window] = await exportDialog(await this.page()).evaluate((el) => [(el as HTMLElement).offsetWidth, innerWidth])
  assert.equal(Math.round((width / window) * 100), share, `${width} of ${window} px`)
})

Then('the export dialog offers the file types {list}', async function (this: ConsoleWorld, types: string[]) {
  const group = exportDialog(await this.page()).getByRole('radiogroup', { name: 'File type' })
  await group.waitFor()
  assert.equal(await group.getByRole('radio').count(), types.length)
  for (const type of types) assert.equal(await group.getByRole('radio', { name: type, exact: true }).count(), 1, `${type} is not offered`)
})

When('they export the {string} range as {string}', async function (this: ConsoleWorld, range: string, type: string) {
  const page = await this.page()
  const dialog = exportDialog(page)
  await dialog.getByRole('radiogroup', { name: 'Export range' }).getByRole('radio', { name: range, exact: true }).check()
  await dialog.getByRole('radiogroup', { name: 'File type' }).getByRole('radio', { name: type, exact: true }).check()
  await keepDownload(this, page, () => dialog.getByRole('button', { name: 'Export', exact: true }).click())
})

When('they download the {string} from the import dialog', async function (this: ConsoleWorld, item: string) {
  const page = await this.page()
  await importDialog(page).getByRole('button', { name: 'Download the template', exact: true }).click()
  await keepDownload(this, page, () => menuItem(page, item).first().click())
})

Then('the download asked for {string}', function (this: ConsoleWorld, query: string) {
  assert.ok(this.download, 'nothing downloaded')
  const asked = new URL(this.download.url).searchParams
  for (const [key, value] of new URLSearchParams(query)) assert.equal(asked.get(key), value, `${key} in ${this.download.url}`)
})

Then('the download asked for no {string}', function (this: ConsoleWorld, key: string) {
  assert.ok(this.download, 'nothing downloaded')
  assert.equal(new URL(this.download.url).searchParams.has(key), false, this.download.url)
})

Then('the download carries the selection token spm', function (this: ConsoleWorld) {
  assert.ok(this.download, 'nothing downloaded')
  assert.match(new URL(this.download.url).searchParams.get('spm') ?? '', /^[0-9a-f-]{36}$/)
})

Then('the CSV file has {int} data row(s) holding {string}', function (this: ConsoleWorld, n: number, text: string) {
  assert.ok(this.download, 'nothing downloaded')
  const lines = new TextDecoder().decode(this.download.bytes).replace(/^\uFEFF/, '').split(/\r?\n/).filter(Boolean)
  assert.equal(lines.length - 1, n, lines.join('\n'))
  for (const line of lines.slice(1)) assert.ok(line.includes(text), `${line} lacks ${text}`)
})

Then('they are asked to confirm by {string} with the placeholder {string}', async function (this: ConsoleWorld, method: string, placeholder: string) {
  const dialog = confirmDialog(await this.page())
  await dialog.waitFor()
  assert.equal(await dialog.getByRole('radio', { name: method, exact: true }).isChecked(), true, `${method} is not preselected`)
  assert.equal(await dialog.getByRole('textbox', { name: 'Verification code' }).getAttribute('placeholder'), placeholder)
})

Then('they are asked to confirm with their password, masked', async function (this: ConsoleWorld) {
  const dialog = confirmDialog(await this.page())
  await dialog.waitFor()
  assert.equal(await dialog.getByLabel('Password').getAttribute('type'), 'password')
})

When('they close the confirmation', async function (this: ConsoleWorld) {
  await confirmDialog(await this.page()).getByRole('button', { name: 'Cancel', exact: true }).click()
})

Then('no export dialog is shown', async function (this: ConsoleWorld) {
  const page = await this.page()
  await confirmDialog(page).waitFor({ state: 'detached' })
  await settled(page)
  assert.equal(await exportDialog(page).count(), 0, 'the export dialog is shown')
})
