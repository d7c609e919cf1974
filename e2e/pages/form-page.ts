import type { Locator, Page } from 'playwright'

/** A field of the form itself, not one nested in another field. */
const TOP_FIELD = 'xpath=.//*[contains(concat(" ", @class, " "), " fui-Field ")][not(ancestor::*[contains(concat(" ", @class, " "), " fui-Field ")])]'
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The generic form page (shell §2, §5): fields from OPTIONS metadata; Reset, Save and add another, Submit. */
export class FormPage {
  constructor(readonly page: Page) {}

  readonly form = () => this.page.getByRole('form')
  readonly heading = () => this.form().getByRole('heading', { level: 1 })
  readonly button = (name: string) => this.form().getByRole('button', { name, exact: true })

  /**
   * One field by its label (a required field's label ends with a star), nested fields included;
   * `Parent / Child` names a nested field whose label repeats under several parents.
   */
  readonly field = (label: string): Locator => {
    const labelled = (part: string) => ({ has: this.page.locator('xpath=./label').filter({ hasText: new RegExp(`^\\s*${escape(part)}\\s*\\*?\\s*$`) }) })
    const parts = label.split(' / ')
    // One label names the form's own field first (a nested field may repeat it: an ACL's "Name" and its
    // system users' name group), else the last field so labelled.
    if (parts.length === 1) return this.form().locator(TOP_FIELD).filter(labelled(label)).or(this.form().locator('.fui-Field').filter(labelled(label)).last()).first()
    return parts.reduce<Locator>((scope, part) => scope.locator('.fui-Field').filter(labelled(part)).last(), this.form())
  }

  /** The field's own input, textarea or combobox. */
  readonly control = (label: string) => this.field(label).locator('xpath=./*[not(self::label)]').locator('input, textarea').first()

  /** The validation message under a field. */
  readonly message = (label: string) => this.field(label).locator('xpath=./*[contains(@id, "__validationMessage")]')

  /** Loaded once its submit button is drawn (found by type: its name follows the language). */
  async waitUntilLoaded() {
    await this.form().locator('button[type="submit"]').waitFor()
  }
}
