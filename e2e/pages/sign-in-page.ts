import type { Page } from 'playwright'
import { MFA_TEST_CODE, personas, PERSONA_PASSWORD, type PersonaName } from '../../fixtures/personas'

/** The platform's sign-in page (/core/auth/login/), served by the mock as the real server serves its own. */
export class SignInPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form', { name: 'Sign in' })
  readonly username = () => this.page.getByLabel('Username')
  readonly password = () => this.page.getByLabel('Password')
  readonly error = () => this.page.getByRole('alert')

  async isShown() {
    await this.form().waitFor()
    return new URL(this.page.url()).pathname === '/core/auth/login/'
  }

  async signIn(persona: PersonaName, password = PERSONA_PASSWORD) {
    await this.username().fill(personas[persona].username)
    await this.password().fill(password)
    await Promise.all([this.page.waitForURL((url) => !url.pathname.startsWith('/core/auth/login/') || url.pathname.includes('/mfa/')), this.page.getByRole('button', { name: 'Sign in' }).click()])
    // A persona with an OTP device passes the platform's MFA step with the mock's code.
    if ('otpBound' in personas[persona] && new URL(this.page.url()).pathname === '/core/auth/login/mfa/') {
      await this.page.getByLabel('Code').fill(MFA_TEST_CODE)
      await Promise.all([this.page.waitForURL((url) => !url.pathname.startsWith('/core/auth/login/')), this.page.getByRole('button', { name: 'Verify' }).click()])
    }
  }
}
