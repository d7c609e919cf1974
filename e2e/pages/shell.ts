import type { Page } from 'playwright'

/** The console shell around every page: navbar, view switcher, account menu, sidebar, footer. */
export class Shell {
  constructor(readonly page: Page) {}

  readonly heading = () => this.page.getByRole('heading', { level: 1 })
  readonly accountMenu = () => this.page.getByRole('button', { name: 'Account menu' })
  readonly sidebar = () => this.page.getByRole('navigation', { name: 'Main menu' })
  readonly footer = () => this.page.getByRole('contentinfo')
  /** The switcher's name is translated (shell §9): Views, 视图, ビュー. */
  readonly viewSwitcher = () => this.page.getByRole('tablist', { name: /^(Views|视图|ビュー)$/ })
  readonly viewTabs = () => this.viewSwitcher().getByRole('tab')

  async logout() {
    await this.accountMenu().click()
    await Promise.all([this.page.waitForURL(/\/core\/auth\/login\//), this.page.getByRole('menuitem', { name: 'Log out' }).click()])
  }
}
