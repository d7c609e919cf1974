import type { Page } from 'playwright'
import { MFA_TEST_CODE, personas, PERSONA_PASSWORD, type PersonaName } from '../../fixtures/personas'

/** The platform's sign-in page (/core/auth/login/), served by the mock as the real server serves its own. */
export class SignInPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: 'Sign in' })
  readonly username = () => this.page.getByLabel('Username')
  readonly password = () => this.page.getByLabel('Password')
  /** The hidden field that carries where to go after signing in. */
  readonly next = () => this.form().locator('input[name="next"]')
  readonly error = () => this.page.getByRole('alert')

  async isShown() {
    await this.form().waitFor()
    return new URL(this.page.url()).pathname === '/core/auth/login/'
  }

  readonly mfaForm = () => this.page.getByRole('form', { name: 'MFA' })

  /**
   * Signs in; a persona with a bound OTP also passes the MFA step unless `stopAtMfa`. `waitUntil: 'commit'`
   * returns as soon as the browser is at the next address, without waiting for that page to load.
   */
  async signIn(persona: PersonaName, { password = PERSONA_PASSWORD, stopAtMfa = false, waitUntil = 'load' as 'load' | 'commit' } = {}) {
    await this.username().fill(personas[persona].username)
    await this.password().fill(password)
    await Promise.all([this.page.waitForURL((url) => !url.pathname.startsWith('/core/auth/login/') || url.pathname.includes('/mfa/'), { waitUntil }), this.page.getByRole('button', { name: 'Sign in' }).click()])
    if (!stopAtMfa && new URL(this.page.url()).pathname.includes('/mfa/')) await this.enterMfaCode(MFA_TEST_CODE)
  }

  async enterMfaCode(code: string) {
    await this.page.getByLabel('Code').fill(code)
    await Promise.all([this.page.waitForEvent('load'), this.page.getByRole('button', { name: 'Verify' }).click()])
  }
}
