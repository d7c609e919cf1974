// Tasks of the generic-page scenarios: signing in straight onto a page, switching to the root org.
import type { Page } from 'playwright'
import type { PersonaName } from '../../../fixtures/personas'
import { personas } from '../../../fixtures/personas'

export const ROOT_ORG = { id: '00000000-0000-0000-0000-000000000000', name: 'GLOBAL', is_root: true }

/** Makes the root org the stored current org of the persona (shell §4 storage), then reloads. */
export async function useRootOrg(page: Page, persona: PersonaName) {
  await page.evaluate(
    ([key, org]) => {
      localStorage.setItem(key as string, org as string)
      document.cookie = `X-JMS-ORG=${JSON.parse(org as string).id}; path=/`
    },
    [`jms_current_org_${personas[persona].username}`, JSON.stringify(ROOT_ORG)],
  )
}
