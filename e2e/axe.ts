// Accessibility check (issue 26): axe-core injected into the page (its Playwright wrapper needs Node 22), run on
// what the user sees now; every serious or critical violation is reported with its rule and the nodes it hit.
import { createRequire } from 'node:module'
import { readFileSync } from 'node:fs'
import type { Page } from 'playwright'

const require = createRequire(import.meta.url)
let source: string | undefined
const axeSource = () => (source ??= readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8'))

type Node = { target: unknown[]; html: string; failureSummary?: string }
type Violation = { id: string; impact?: string | null; help: string; nodes: Node[] }

/**
 * Tabster's focus guards (the `<i data-tabster-dummy aria-hidden tabindex=0>` Fluent puts around tab lists,
 * menus and dialogs) are focusable on purpose: they pass the focus on at once, and hidden so screen readers
 * skip them. Microsoft's own checkers treat them as a known false positive of aria-hidden-focus; any other
 * focusable element under aria-hidden still fails.
 */
const tabsterGuard = (rule: string, node: Node) => rule === 'aria-hidden-focus' && /^<i [^>]*data-tabster-dummy/.test(node.html)

/** WCAG 1.4.3 exempts the text of an inactive control (a disabled button) from the contrast minimum. */
const inactive = (rule: string, node: Node) => rule === 'color-contrast' && /^<[a-z]+ [^>]*(\sdisabled(=""|\s|>)|aria-disabled="true")/.test(node.html)

/** axe's colour rules that run by default (its third, color-contrast-enhanced, is AAA and off by default). */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * Serious and critical violations on the page, each as "rule (impact): help — nodes". `mainOnly` checks
 * the main content alone: a walk checks its first page whole, then only what each next page changes (the
 * shell around it is the same), which cuts about a third of axe's time on a walk. `coloursOnly` runs the
 * colour rules alone, for markup already checked whole in the other colour scheme (a scheme changes
 * colours; every other rule reads the markup and gives the same answer on the same markup).
 */
export async function seriousViolations(page: Page, { mainOnly = false, coloursOnly = false } = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, which a strict CSP does not block (a <script> tag it would).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource())
  const violations: Violation[] = await page.evaluate(async ({ mainOnly, rules }) => {
    type Axe = { run: (ctx: Document | { include: string[][] }, opts: object) => Promise<{ violations: Violation[] }> }
    const axe = (window as unknown as { axe: Axe }).axe
    // Colours read mid-transition are neither state's: a button enabled a moment ago still has its
    // disabled colours (Fluent's 100 ms transition). Finite animations end first; spinners run forever.
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)))
    const only = rules ? { runOnly: { type: 'rule', values: rules } } : {}
    const result = await axe.run(mainOnly ? { include: [['main']] } : document, { resultTypes: ['violations'], ...only })
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html, failureSummary: n.failureSummary })) }))
  }, { mainOnly, rules: coloursOnly ? COLOUR_RULES : undefined })
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !tabsterGuard(v.id, n) && !inactive(v.id, n)) }))
    .filter((v) => v.nodes.length > 0)
    .map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} node(s): ${v.nodes.slice(0, 3).map((n) => `${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ')}`).join(' | ')}`)
}

/** Fails with every serious or critical violation on the page, under `where`. */
export async function expectNoSeriousViolations(page: Page, where: string) {
  const found = await seriousViolations(page)
  if (found.length) throw new Error(`${where}: ${found.length} serious or critical accessibility violation(s):\n  ${found.join('\n  ')}`)
}
