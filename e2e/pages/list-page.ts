import type { Locator, Page } from 'playwright'

/** The generic list page (shell §2): toolbar, filters, the table and its pager. */
export class ListPage {
  constructor(readonly page: Page) {}

  readonly button = (name: string) => this.page.getByRole('main').getByRole('button', { name, exact: true })
  readonly moreActions = () => this.button('More actions')
  readonly menuItem = (name: string) => this.page.getByRole('menuitem', { name })
  readonly table = () => this.page.getByRole('table').first()
  readonly bodyRows = () => this.table().locator('tbody tr[data-row-id]')
  readonly row = (text: string) => this.bodyRows().filter({ hasText: text })
  readonly rowButton = (text: string, name: string) => this.row(text).getByRole('button', { name, exact: true })
  readonly selectRow = (name: string) => this.page.getByRole('checkbox', { name: `Select row ${name}`, exact: true })
  readonly pager = () => this.page.getByRole('navigation', { name: 'Pagination' })
  readonly pageSize = () => this.pager().getByRole('combobox', { name: 'Rows per page' })
  readonly pageButton = (n: number) => this.pager().getByRole('button', { name: `Page ${n}`, exact: true })
  readonly search = () => this.page.getByRole('searchbox', { name: 'Search or filter' })
  readonly scroller = () => this.page.getByTestId('list-scroller')
  readonly columnHeader = (label: string) => this.table().locator('thead th').filter({ hasText: new RegExp(`^${label}$`) })
  readonly filter = (label: string) => this.page.getByRole('combobox', { name: label, exact: true })

  async open(path: string) {
    await this.page.goto(path)
    await this.bodyRows().first().waitFor()
  }

  /** Whether a control is offered: present and enabled. */
  async offered(locator: Locator): Promise<boolean> {
    if ((await locator.count()) === 0) return false
    return (await locator.first().isEnabled()) && (await locator.first().getAttribute('aria-disabled')) !== 'true'
  }

  /** A bulk action is offered when the more-actions menu holds it enabled; no menu, no action. */
  async menuOffered(name: string): Promise<boolean> {
    if ((await this.moreActions().count()) === 0) return false
    await this.moreActions().click()
    await this.page.getByRole('menu').waitFor()
    const item = this.menuItem(name)
    const on = (await item.count()) > 0 && (await item.getAttribute('aria-disabled')) !== 'true'
    await this.page.keyboard.press('Escape')
    await this.page.getByRole('menu').waitFor({ state: 'detached' })
    return on
  }

  async columnWidth(label: string): Promise<number> {
    return Math.round((await this.columnHeader(label).boundingBox())?.width ?? 0)
  }

  async rowNames(): Promise<string[]> {
    return (await this.bodyRows().locator('td:nth-child(2)').allInnerTexts()).map((s) => s.trim())
  }
}
