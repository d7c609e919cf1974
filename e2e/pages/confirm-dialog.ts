import type { Page } from 'playwright'

/** The confirmation dialog of shell §4 and its "log in again" dialog: locators by role and name. */
export class ConfirmDialog {
  constructor(readonly page: Page) {}

  readonly dialog = () => this.page.getByRole('dialog', { name: 'Confirm it is you' })
  readonly method = (name: string) => this.dialog().getByRole('radiogroup', { name: 'Verification method' }).getByRole('radio', { name, exact: true })
  /** The secret field: the verification code (mfa) or the password. */
  readonly secret = () => this.dialog().getByRole('textbox').or(this.dialog().getByLabel('Password', { exact: true }))
  readonly confirmButton = () => this.dialog().getByRole('button', { name: 'Confirm', exact: true })
  readonly cancelButton = () => this.dialog().getByRole('button', { name: 'Cancel', exact: true })
  readonly sendCode = () => this.dialog().getByRole('button', { name: /^(Send code|Resend in \d+ s)$/ })
  readonly relogin = () => this.page.getByRole('alertdialog', { name: 'Log in again' })

  async answer(secret: string) {
    await this.secret().fill(secret)
    await this.confirmButton().click()
  }
}
