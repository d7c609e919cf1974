// Issue 26, "text that cannot lie": a name that carries explicit bidirectional formatting (a right-to-left
// override, U+202E, say) is shown as an isolate, so its direction cannot spill over the words around it.

/** Embeddings and overrides (LRE RLE PDF LRO RLO), isolates (LRI RLI FSI PDI), marks (LRM RLM ALM). */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/
const FSI = '\u2068'
const PDI = '\u2069'

/**
 * The text inside a first-strong isolate (FSI … PDI, the plain-text `<bdi>`) when it holds bidi controls;
 * unchanged otherwise. The name's own isolates are balanced first: a stray PDI would close ours early,
 * an unclosed initiator would keep ours open, so strays are dropped and the open ones closed.
 */
export function isolateBidi(text: string): string {
  if (!BIDI_CONTROLS.test(text)) return text
  let open = 0
  let inner = ''
  for (const ch of text) {
    if (ch === '\u2066' || ch === '\u2067' || ch === FSI) open++
    else if (ch === PDI) {
      if (open === 0) continue
      open--
    }
    inner += ch
  }
  return FSI + inner + PDI.repeat(open) + PDI
}
