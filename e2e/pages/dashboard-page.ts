import type { Locator, Page } from 'playwright'

/** The console and audit dashboards and the workbench home (domain §2, §9): locators by role and name. */
export class DashboardPage {
  constructor(readonly page: Page) {}

  /** A summary figure: a group named by its label ("Users"), holding the number. */
  readonly figure = (label: string) => this.page.getByRole('group', { name: label, exact: true })
  readonly figureLink = (label: string) => this.figure(label).getByRole('link', { name: label, exact: true })
  readonly topList = (name: RegExp) => this.page.getByRole('list', { name })
  readonly latestSessions = () => this.page.getByRole('table', { name: 'Latest sessions' })
  readonly period = (label: string) => this.page.getByRole('radiogroup', { name: 'Period' }).getByRole('radio', { name: label })
  readonly error = () => this.page.getByText('The dashboard could not be loaded.')
  readonly myAssets = () => this.page.getByRole('table', { name: 'My assets' })
  readonly quickLinks = () => this.page.getByRole('navigation', { name: 'Quick links' }).getByRole('link')

  /** The number a figure shows, once it shows one. */
  async figureValue(label: string): Promise<number> {
    const card = this.figure(label)
    await card.waitFor()
    const text = await card.innerText()
    const digits = text.replace(label, '').replace(/[^\d]/g, '')
    if (!digits) throw new Error(`the figure "${label}" shows no number: ${text}`)
    return Number(digits)
  }

  /** The text of every body row's cells, column by column. */
  async rows(table: Locator): Promise<string[][]> {
    await table.waitFor()
    return table.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => Array.from(tr.querySelectorAll('td'), (td) => (td.textContent ?? '').trim())))
  }
}
