import type { Page } from 'playwright'

/** The generic detail page (shell §2): back, title, Update and Delete, the tabs. */
export class DetailPage {
  constructor(readonly page: Page) {}

  readonly title = () => this.page.getByRole('main').getByRole('heading', { level: 1 })
  readonly button = (name: string) => this.page.getByRole('main').getByRole('button', { name, exact: true })
  readonly tab = (name: string) => this.page.getByRole('tablist', { name: 'Detail tabs' }).getByRole('tab', { name, exact: true })
  /** The value beside a label of the detail's field list. */
  readonly value = (label: string) =>
    this.page.getByRole('main').locator('dt').filter({ hasText: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }).locator('xpath=following-sibling::dd[1]')
  /** A relation tab's select adding objects: above its table, where the pager's rows-per-page select is below it. */
  readonly addSelect = () => this.page.getByRole('main').getByRole('combobox').first()
  /** A relation tab's search box, named after its table ("Search User groups"), and the search it holds. */
  readonly tabSearch = (tab: string) => this.page.getByRole('main').getByRole('searchbox', { name: `Search ${tab}`, exact: true })
  readonly tabSearchTags = () => this.page.getByRole('main').getByTestId('search-tag')
  /** The pager under a relation tab's table, named after the table ("Pages of Users"). */
  readonly tabPager = (tab: string) => this.page.getByRole('main').getByRole('navigation', { name: `Pages of ${tab}`, exact: true })
  readonly chosenTab = () => this.page.getByRole('tablist', { name: 'Detail tabs' }).getByRole('tab', { selected: true })

  async open(path: string) {
    await this.page.goto(path)
    await this.chosenTab().waitFor()
  }
}
