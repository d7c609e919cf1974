// The console's colour scheme as a user sees it (issue 26): the luminance of the first painted
// background behind the main region, dark below 0.3, light above 0.7.
import type { Page } from 'playwright'
import { expect } from '../../../e2e/page-state'

export type Scheme = 'light' | 'dark'

const mainLuminance = (page: Page) =>
  page.getByRole('main').evaluate((main) => {
    let el: Element | null = main
    while (el) {
      const bg = getComputedStyle(el).backgroundColor
      const rgb = bg.match(/\d+(\.\d+)?/g)?.map(Number) ?? []
      if (rgb.length >= 3 && (rgb.length < 4 || rgb[3] > 0)) return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255
      el = el.parentElement
    }
    return 1
  })

/** Waits until the console shows `scheme`. */
export async function expectScheme(page: Page, scheme: Scheme) {
  await expect.poll(() => mainLuminance(page), { message: `the console is ${scheme}` }).toBeLessThan(scheme === 'dark' ? 0.3 : 2)
  await expect.poll(() => mainLuminance(page), { message: `the console is ${scheme}` }).toBeGreaterThan(scheme === 'dark' ? -1 : 0.7)
}
