// Reads conformance/clauses.md, the hand-written index of the spec's clauses (its header documents the format).

export interface Clause {
  id: string
  text: string
  /** Indented lines under the clause: why the console reads it as it does (shown in the report). */
  note?: string
  /** The id of the section the clause belongs to, e.g. shell.7. */
  section: string
  /** True for the section heading itself: what a bare @shell.7 tag carries. */
  umbrella: boolean
}

export interface Section {
  id: string
  title: string
  clauses: Clause[]
}

const HEADING = /^## ((?:shell|domain|mock)\.\d+) (.+)$/
const ITEM = /^- `([a-z0-9.-]+)` (.+)$/
const NOTE = /^ {2,}(\S.*)$/
const ID_SHAPE = /^(shell|domain|mock)\.\d+(\.[a-z0-9-]+)*$/

/** Spec clauses (shell, domain) are what the report counts; mock clauses are the mock's promises to its clients. */
export const isMockClause = (id: string) => id.startsWith('mock.')

/** Parses the index; throws on a malformed id, a duplicate, or a clause outside its section. */
export function parseClauses(markdown: string): Section[] {
  const sections: Section[] = []
  const seen = new Set<string>()
  const add = (clause: Clause) => {
    if (!ID_SHAPE.test(clause.id)) throw new Error(`clauses.md: malformed clause id "${clause.id}"`)
    if (seen.has(clause.id)) throw new Error(`clauses.md: duplicate clause id "${clause.id}"`)
    seen.add(clause.id)
    sections[sections.length - 1].clauses.push(clause)
  }
  markdown.split('\n').forEach((line, index) => {
    const heading = HEADING.exec(line)
    if (heading) {
      sections.push({ id: heading[1], title: heading[2].trim(), clauses: [] })
      add({ id: heading[1], text: heading[2].trim(), section: heading[1], umbrella: true })
      return
    }
    const note = NOTE.exec(line)
    const last = sections[sections.length - 1]?.clauses.at(-1)
    if (note && last && !last.umbrella) {
      last.note = last.note ? `${last.note} ${note[1].trim()}` : note[1].trim()
      return
    }
    const item = ITEM.exec(line)
    if (!item) return
    const section = sections[sections.length - 1]
    if (!section || !item[1].startsWith(`${section.id}.`)) {
      throw new Error(`clauses.md line ${index + 1}: "${item[1]}" is not inside its section`)
    }
    add({ id: item[1], text: item[2].trim(), section: section.id, umbrella: false })
  })
  return sections
}
