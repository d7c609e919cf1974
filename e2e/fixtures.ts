import { test as base } from '@playwright/test'
import type { PersonaName } from '../fixtures/personas'
import { trackPage } from './page-state'
import { Shell } from './pages/shell'
import { SignInPage } from './pages/sign-in-page'

/** Journeys name their persona with test.use({ persona }); each starts on a fresh mock. */
export const test = base.extend<{ persona: PersonaName; signIn: SignInPage; shell: Shell }>({
  persona: ['admin', { option: true }],
  // Tracked, so that negative checks can wait for the page to settle (page-state.ts).
  page: async ({ page }, use) => {
    trackPage(page)
    await use(page)
  },
  signIn: async ({ page, request }, use) => {
    await request.post('/__mock/reset')
    await use(new SignInPage(page))
  },
  shell: async ({ page }, use) => use(new Shell(page)),
})

export { expect, settled } from './page-state'
