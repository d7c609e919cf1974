import assert from 'node:assert/strict'
import type { Page } from 'playwright'
import type { ConsoleWorld } from '../../support/world'

// Server text a user wrote (a site message, a ticket comment) must never run: a script in it would open a
// dialog (alert, confirm) or set window.__pwned.

/** Dismisses and remembers each dialog the page opens from now on. */
export function watchPageDialogs(world: ConsoleWorld, page: Page) {
  const seen: string[] = []
  world.memory.pageDialogs = seen
  page.on('dialog', (dialog) => {
    seen.push(dialog.message())
    void dialog.dismiss()
  })
}

/** No dialog was opened since `watchPageDialogs`, and no script set window.__pwned; `by` names the text. */
export async function nothingRan(world: ConsoleWorld, page: Page, by: string) {
  assert.deepEqual(world.memory.pageDialogs ?? [], [], `a dialog was opened by the ${by}`)
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned), undefined)
}
