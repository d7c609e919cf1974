import assert from 'node:assert/strict'
import { Then, When } from '@cucumber/cucumber'
import { expect } from '@playwright/test'
import type { Locator } from 'playwright'
import { ListPage } from '../e2e/pages/list-page'
import type { ConsoleWorld } from './support/world'

// Vocabulary: what the layout lets a user see and reach (shell §2, §4, §9): scroll boxes, what is in
// view, focus after a dialog.
const listPage = async (w: ConsoleWorld) => new ListPage(await w.page())

Then('the table has no vertical scroll of its own', async function (this: ConsoleWorld) {
  const scroller = (await listPage(this)).scroller()
  const { scrollHeight, clientHeight } = await scroller.evaluate((el) => ({ scrollHeight: el.scrollHeight, clientHeight: el.clientHeight }))
  assert.ok(scrollHeight <= clientHeight + 1, `the table scrolls ${scrollHeight - clientHeight} px inside its own box`)
})

When('they scroll the page to its bottom', async function (this: ConsoleWorld) {
  const page = await this.page()
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
  await page.waitForFunction(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight - 1)
})

/** How many px of the element are cut off: by the window, or by any box around it that clips. */
const hiddenPx = (el: Element) => {
  const rect = el.getBoundingClientRect()
  let bottom = window.innerHeight
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (getComputedStyle(box).overflowY !== 'visible') bottom = Math.min(bottom, box.getBoundingClientRect().bottom)
  }
  return Math.max(0, Math.round(rect.bottom - bottom))
}

Then('the last row of the table is in view', async function (this: ConsoleWorld) {
  const last = (await listPage(this)).bodyRows().last()
  assert.equal(await last.evaluate(hiddenPx), 0, 'the last row is cut off')
})

Then('every selection checkbox fits its cell', async function (this: ConsoleWorld) {
  const l = await listPage(this)
  const cells = l.table().locator('tr > :first-child:has(input[type="checkbox"])')
  await expect(cells.first()).toBeVisible()
  // A cell whose content is wider than the cell draws an ellipsis (text-overflow) beside the box.
  const overflowing = await cells.evaluateAll((all) => all.filter((c) => c.scrollWidth > c.clientWidth).length)
  assert.equal(overflowing, 0, `${overflowing} selection cells overflow`)
})

When('they open the column settings', async function (this: ConsoleWorld) {
  const l = await listPage(this)
  await l.button('Column settings').click()
  await l.page.getByRole('dialog', { name: 'Column settings' }).waitFor()
})

When('they press Escape', async function (this: ConsoleWorld) {
  await (await this.page()).keyboard.press('Escape')
})

Then('the focus is on the {string} button', async function (this: ConsoleWorld, name: string) {
  await expect((await this.page()).getByRole('button', { name, exact: true })).toBeFocused()
})

// ---- the sidebar and the navbar on narrow windows, collapsed (shell §1, §4) ------------------

const boxOf = async (w: ConsoleWorld, selector: string) => {
  const box = await (await w.page()).locator(selector).first().boundingBox()
  assert.ok(box, `${selector} is not shown`)
  return box
}

Then('the sidebar lies over the page', async function (this: ConsoleWorld) {
  const nav = await boxOf(this, 'nav[data-state="open"]')
  const main = await boxOf(this, 'main')
  assert.ok(nav.width > 0, 'the sidebar is not shown')
  assert.equal(Math.round(main.x), 0, `the page was pushed ${Math.round(main.x)} px aside`)
})

Then('the navbar is one line with every badge in full view', async function (this: ConsoleWorld) {
  const page = await this.page()
  const header = await boxOf(this, 'header')
  const button = await boxOf(this, 'header button')
  assert.ok(header.height < button.height * 2, `the navbar is ${header.height} px high: it wraps`)
  const badges = page.locator('header .fui-CounterBadge')
  await badges.first().waitFor()
  for (const badge of await badges.all()) {
    const cut = await badge.evaluate((el) => {
      const r = el.getBoundingClientRect()
      // The badge is cut off by the window or by any box around it that clips.
      let [left, top, right, bottom] = [0, 0, window.innerWidth, window.innerHeight]
      for (let box = el.parentElement; box; box = box.parentElement) {
        const style = getComputedStyle(box)
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue
        const b = box.getBoundingClientRect()
        ;[left, top, right, bottom] = [Math.max(left, b.left), Math.max(top, b.top), Math.min(right, b.right), Math.min(bottom, b.bottom)]
      }
      return r.left < left - 0.5 || r.top < top - 0.5 || r.right > right + 0.5 || r.bottom > bottom + 0.5
    })
    assert.equal(cut, false, `the badge "${await badge.textContent()}" is cut off`)
  }
})

Then('the table scrolls sideways', async function (this: ConsoleWorld) {
  const l = await listPage(this)
  await l.bodyRows().first().waitFor()
  const { scrollWidth, clientWidth } = await l.scroller().evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }))
  assert.ok(scrollWidth > clientWidth, `the table is squeezed into ${clientWidth} px`)
  await l.scroller().evaluate((el) => el.scrollTo({ left: el.scrollWidth }))
  await expect(l.columnHeader('Actions')).toBeInViewport()
})

Then('the headers of the table are shown in full', async function (this: ConsoleWorld) {
  const headers = (await listPage(this)).table().locator('thead th')
  const cut = await headers.evaluateAll((all) => all.filter((th) => th.textContent?.trim() && th.scrollWidth > th.clientWidth).map((th) => th.textContent?.trim()))
  assert.deepEqual(cut, [], `headers cut to an ellipsis: ${cut.join(', ')}`)
})

const collapsed = async (w: ConsoleWorld) => {
  const nav = (await w.page()).locator('nav[data-state="closed"]')
  await nav.waitFor()
  return nav
}
const iconIn = (nav: Locator, name: string) =>
  nav.getByRole('button', { name, exact: true }).or(nav.getByRole('link', { name, exact: true }))

Then('the collapsed sidebar shows the icons {list}', async function (this: ConsoleWorld, names: string[]) {
  const nav = await collapsed(this)
  const want = names
  const entries = nav.locator('li')
  for (const [i, name] of want.entries()) {
    const icon = iconIn(entries.nth(i), name)
    await icon.waitFor()
    assert.equal(await icon.locator('svg').count(), 1, `the entry "${name}" shows no icon`)
  }
  assert.equal(await entries.count(), want.length)
})

When('they point at the icon {string} in the collapsed sidebar', async function (this: ConsoleWorld, name: string) {
  await iconIn(await collapsed(this), name).hover()
})

Then('the tooltip says {string}', async function (this: ConsoleWorld, text: string) {
  await expect((await this.page()).getByRole('tooltip')).toHaveText(text)
})

When('they choose {string} under the icon {string} in the collapsed sidebar', async function (this: ConsoleWorld, item: string, icon: string) {
  const page = await this.page()
  await iconIn(await collapsed(this), icon).click()
  await page.getByRole('menuitem', { name: item, exact: true }).click()
})

When('they choose the icon {string} in the collapsed sidebar', async function (this: ConsoleWorld, name: string) {
  await iconIn(await collapsed(this), name).click()
})

Then('the table has the columns {list}', async function (this: ConsoleWorld, names: string[]) {
  const headers = (await listPage(this)).table().locator('thead th')
  await expect(headers).toHaveText(['', ...names])
})
