import assert from 'node:assert/strict'
import { Given, Then, When } from '@cucumber/cucumber'
import { expectNoSeriousViolations } from '../e2e/axe'
import { expect, settled } from '../e2e/page-state'
import type { ConsoleWorld } from './support/world'

// Issue 26: axe-core on what the user sees now (the page, or the dialog, drawer or menu open on it).
Then('the page has no serious or critical accessibility violations', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  await expectNoSeriousViolations(page, page.url())
})

Given('the system prefers the {word} colour scheme', function (this: ConsoleWorld, scheme: string) {
  assert.ok(scheme === 'dark' || scheme === 'light', `no colour scheme "${scheme}"`)
  assert.equal(this.context, undefined, 'the colour scheme is set before the browser opens')
  this.colorScheme = scheme
})

/** Light or dark as a user sees it: the luminance of the page's background behind the main content. */
Then('the console is {word}', async function (this: ConsoleWorld, scheme: string) {
  const page = await this.page()
  const background = async () =>
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
  await expect.poll(background, { message: `the console is ${scheme}` }).toBeLessThan(scheme === 'dark' ? 0.3 : 2)
  await expect.poll(background, { message: `the console is ${scheme}` }).toBeGreaterThan(scheme === 'dark' ? -1 : 0.7)
})

Then('the Content-Security-Policy blocked nothing on the page', async function (this: ConsoleWorld) {
  const page = await this.page()
  await settled(page)
  assert.deepEqual(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), [])
})

type Answer = { headers: Record<string, string>; nonce?: string }

/** An answer's headers, and the nonce its page carries (the csp-nonce meta index.html holds). */
async function ask(w: ConsoleWorld, path: string): Promise<Answer> {
  const res = await fetch(w.url(path), { redirect: 'manual' })
  const text = await res.text()
  return { headers: Object.fromEntries(res.headers), nonce: /<meta property="csp-nonce" nonce="([^"]*)"/.exec(text)?.[1] }
}

When('a client asks for {string}', async function (this: ConsoleWorld, path: string) {
  this.last = { body: await ask(this, path) }
})

When('a client asks for {string} twice', async function (this: ConsoleWorld, path: string) {
  this.last = { body: [await ask(this, path), await ask(this, path)] }
})

// "<the page's nonce>" in the expected value stands for the nonce the page itself carries.
Then('the answer carries the header {string} as {string}', function (this: ConsoleWorld, name: string, value: string) {
  const answer = this.last.body as Answer
  if (value.includes("<the page's nonce>")) {
    assert.match(answer.nonce ?? '', /^[A-Za-z0-9+/=]{16,}$/, 'the page carries a nonce')
    value = value.replace("<the page's nonce>", answer.nonce!)
  }
  assert.equal(answer.headers[name.toLowerCase()], value)
})

Then("the two answers' nonces differ", function (this: ConsoleWorld) {
  const [a, b] = this.last.body as Answer[]
  assert.ok(a.nonce && b.nonce, 'both pages carry a nonce')
  assert.notEqual(a.nonce, b.nonce)
})
