import type { Row } from '../store/tables'
import { replacedSince } from '../store/row-list'

// Indexes over one table's rows, so that a search or a filter finds its rows without testing every row
// (issue 24: a search over 100k users in under 5 ms). Rows live in slots, numbered in the order the index
// first met them; a row replaced by an update (tables replace rows, never mutate them) or removed leaves
// its slot dead and an updated row takes a new one, so every list of slots only grows and stays sorted.
// The index follows the table lazily: the table's row array changes on every write, and the next read
// compares it with the last one (same object at the same place: nothing to do), so no write is missed,
// whoever made it (the resource, a sign-in through the @mswjs/data model, a bulk load).

/** A growing, ascending list of slots (a row's slot is added once however often its key repeats). */
class Slots {
  list = new Int32Array(4)
  size = 0
  private last = -1
  add(slot: number) {
    if (slot === this.last) return
    this.last = slot
    if (this.size === this.list.length) {
      const grown = new Int32Array(this.size * 2)
      grown.set(this.list)
      this.list = grown
    }
    this.list[this.size++] = slot
  }
  view(): Int32Array {
    return this.list.subarray(0, this.size)
  }
  /** Drops the spare capacity (after a bulk build). */
  trim() {
    if (this.list.length > this.size) this.list = this.list.slice(0, this.size)
  }
}

/** Something kept per slot: told of every row that takes a slot, in slot order. */
interface SlotIndex {
  add(slot: number, row: Row): void
  trim(): void
}

// A field's text ends with END, which no search term holds (terms are split on white space).
const END = 10

/**
 * The characters and trigrams of the rows' search texts: for each position of a text, its code unit and
 * the three code units from there (END-padded at the text's end), so every occurrence of a term of two
 * or three code units starts a trigram that begins with it. A term of one code unit is its list; of two,
 * the union of the trigrams it begins; of three, its trigram; longer ones are the rows holding their
 * rarest trigrams, to be checked.
 */
export class SubstringIndex implements SlotIndex {
  private chars = new Map<number, Slots>()
  // (c1 << 16 | c2) → c3 → slots
  private grams = new Map<number, Map<number, Slots>>()
  /** Per slot, its texts joined by END: a longer term's check (no term holds END, so none spans two texts). */
  private joined: string[] = []

  constructor(readonly texts: (row: Row) => readonly string[]) {}

  add(slot: number, row: Row) {
    const texts = this.texts(row)
    this.joined[slot] = texts.join(String.fromCharCode(END))
    for (const text of texts) {
      const n = text.length
      for (let i = 0; i < n; i++) {
        const c1 = text.charCodeAt(i)
        let char = this.chars.get(c1)
        if (!char) this.chars.set(c1, (char = new Slots()))
        char.add(slot)
        const pair = (c1 << 16) | (i + 1 < n ? text.charCodeAt(i + 1) : END)
        let byThird = this.grams.get(pair)
        if (!byThird) this.grams.set(pair, (byThird = new Map()))
        const c3 = i + 2 < n ? text.charCodeAt(i + 2) : END
        let slots = byThird.get(c3)
        if (!slots) byThird.set(c3, (slots = new Slots()))
        slots.add(slot)
      }
    }
  }
  trim() {
    for (const slots of this.chars.values()) slots.trim()
    for (const byThird of this.grams.values()) for (const slots of byThird.values()) slots.trim()
  }

  /** The slot lists whose union holds exactly the rows with the term (one to three code units). */
  private beginning(term: string): Int32Array[] {
    const c1 = term.charCodeAt(0)
    if (term.length === 1) {
      const char = this.chars.get(c1)
      return char ? [char.view()] : []
    }
    const byThird = this.grams.get((c1 << 16) | term.charCodeAt(1))
    if (!byThird) return []
    if (term.length === 2) return [...byThird.values()].map((s) => s.view())
    const slots = byThird.get(term.charCodeAt(2))
    return slots ? [slots.view()] : []
  }

  /** Slots whose row holds the term (lower-cased, no white space) in one of its texts, ascending. */
  find(term: string, capacity: number): Int32Array {
    if (term.length <= 3) return union(this.beginning(term), capacity)
    const lists: Int32Array[] = []
    for (let i = 0; i + 3 <= term.length; i++) {
      const [list] = this.beginning(term.slice(i, i + 3))
      if (!list) return new Int32Array(0)
      lists.push(list)
    }
    // The rarest few trigrams narrow enough: the check that follows is exact anyway.
    lists.sort((a, b) => a.length - b.length)
    return lists.slice(0, 3).reduce(intersect).filter((slot) => this.joined[slot].includes(term))
  }
}

/**
 * Slots per key of a row (a filter's value), for exact-value filters. Keys are any values told apart as a
 * Map does (the string 'true' is not the flag true). Most keys belong to one row: a lone slot is kept as
 * a number, a list made on the second.
 */
export class ValueIndex implements SlotIndex {
  private byKey = new Map<unknown, number | Slots>()
  constructor(private keys: (row: Row) => readonly unknown[]) {}
  add(slot: number, row: Row) {
    for (const key of this.keys(row)) {
      const held = this.byKey.get(key)
      if (held === undefined) this.byKey.set(key, slot)
      else if (typeof held !== 'number') held.add(slot)
      else if (held !== slot) {
        const slots = new Slots()
        slots.add(held)
        slots.add(slot)
        this.byKey.set(key, slots)
      }
    }
  }
  trim() {
    for (const held of this.byKey.values()) if (typeof held !== 'number') held.trim()
  }
  /** Slots of the rows holding any of the keys. */
  find(keys: readonly unknown[], capacity: number): Int32Array {
    const lists = keys.flatMap((k) => {
      const held = this.byKey.get(k)
      return held === undefined ? [] : [typeof held === 'number' ? Int32Array.of(held) : held.view()]
    })
    return union(lists, capacity)
  }
}

/** The union of ascending slot lists, ascending. */
export function union(lists: Int32Array[], capacity: number): Int32Array {
  if (lists.length === 0) return new Int32Array(0)
  if (lists.length === 1) return lists[0]
  const seen = new Uint8Array(capacity)
  let count = 0
  for (const list of lists) {
    for (let i = 0; i < list.length; i++) {
      if (!seen[list[i]]) {
        seen[list[i]] = 1
        count++
      }
    }
  }
  const out = new Int32Array(count)
  for (let slot = 0, k = 0; k < count; slot++) if (seen[slot]) out[k++] = slot
  return out
}

/** The intersection of two ascending slot lists, ascending. */
export function intersect(a: Int32Array, b: Int32Array): Int32Array {
  const out = new Int32Array(Math.min(a.length, b.length))
  let i = 0
  let j = 0
  let k = 0
  while (i < a.length && j < b.length) {
    if (a[i] < b[j]) i++
    else if (a[i] > b[j]) j++
    else {
      out[k++] = a[i]
      i++
      j++
    }
  }
  return out.subarray(0, k)
}

/**
 * The slots of one table: which row holds each slot and where it stands in the table's current row
 * array, plus the indexes built over them on first use (per search field list, per filtered field).
 */
export class TableIndex {
  private rows: readonly Row[] = []
  private rowAt: (Row | undefined)[] = []
  private slotOf = new Map<string, number>()
  /** Position in the row array per slot (-1: dead), and slot per position. */
  private posOf = new Int32Array(0)
  private slotAt = new Int32Array(0)
  private dead = 0
  private indexes = new Map<string, SlotIndex>()

  /** Slots ever given (live and dead): the size of a per-slot mask. */
  get capacity() {
    return this.rowAt.length
  }

  /** Brings the index to this row array of the table. */
  sync(rows: readonly Row[]) {
    if (rows === this.rows) return
    // Many rows replaced or gone: start again rather than carry the dead slots.
    if (this.dead > Math.max(1024, rows.length)) this.clear()
    else if (this.follow(rows)) return
    const slotAt = new Int32Array(rows.length)
    const visited = new Uint8Array(this.rowAt.length)
    let kept = 0
    for (let i = 0; i < rows.length; i++) {
      const row = rows[i]
      let slot = i < this.slotAt.length ? this.slotAt[i] : -1
      if (slot < 0 || this.rowAt[slot] !== row) {
        slot = this.slotOf.get(String(row.id)) ?? -1
        if (slot >= 0 && this.rowAt[slot] !== row) slot = -1
      }
      if (slot >= 0 && slot < visited.length && !visited[slot]) {
        visited[slot] = 1
        kept++
      } else slot = this.newSlot(row)
      slotAt[i] = slot
    }
    // Rows replaced or removed: their old slots die.
    if (kept < visited.length - this.dead) {
      for (let slot = 0; slot < visited.length; slot++) {
        const row = this.rowAt[slot]
        if (row && !visited[slot]) {
          if (this.slotOf.get(String(row.id)) === slot) this.slotOf.delete(String(row.id))
          this.rowAt[slot] = undefined
          this.dead++
        }
      }
    }
    const posOf = new Int32Array(this.rowAt.length).fill(-1)
    for (let i = 0; i < slotAt.length; i++) posOf[slotAt[i]] = i
    this.posOf = posOf
    this.slotAt = slotAt
    this.rows = rows
  }

  /**
   * Follows rows replaced in place and rows appended, as the table's row list says it made `rows` from
   * the last array (store/row-list.ts), touching only those rows; false when it cannot say.
   */
  private follow(rows: readonly Row[]): boolean {
    const before = this.rows
    if (before.length === 0 || rows.length < before.length) return false
    const replaced = replacedSince(before, rows)
    if (!replaced) return false
    const slotAt = rows.length === before.length ? this.slotAt : new Int32Array(rows.length)
    if (slotAt !== this.slotAt) slotAt.set(this.slotAt)
    const died: number[] = []
    for (const p of replaced) {
      const old = slotAt[p]
      if (this.rowAt[old] === rows[p]) continue
      died.push(old)
      slotAt[p] = this.newSlot(rows[p])
    }
    for (let p = before.length; p < rows.length; p++) slotAt[p] = this.newSlot(rows[p])
    for (const slot of died) {
      const row = this.rowAt[slot]!
      if (this.slotOf.get(String(row.id)) === slot) this.slotOf.delete(String(row.id))
      this.rowAt[slot] = undefined
      this.dead++
    }
    // posOf: one entry per slot ever given; the new slots' places set, the dead ones' cleared.
    const posOf = this.posOf.length >= this.rowAt.length ? this.posOf : new Int32Array(Math.max(this.rowAt.length, this.posOf.length * 2)).fill(-1)
    if (posOf !== this.posOf) posOf.set(this.posOf)
    for (const slot of died) posOf[slot] = -1
    for (const p of replaced) posOf[slotAt[p]] = p
    for (let p = before.length; p < rows.length; p++) posOf[slotAt[p]] = p
    this.posOf = posOf
    this.slotAt = slotAt
    this.rows = rows
    return true
  }

  private clear() {
    this.rowAt = []
    this.slotOf.clear()
    this.slotAt = new Int32Array(0)
    this.dead = 0
    this.indexes.clear()
  }

  private newSlot(row: Row): number {
    const slot = this.rowAt.length
    this.rowAt.push(row)
    this.slotOf.set(String(row.id), slot)
    for (const index of this.indexes.values()) index.add(slot, row)
    return slot
  }

  /** The index named `key`, built over the live rows on first use. */
  index<T extends SlotIndex>(key: string, make: () => T): T {
    let index = this.indexes.get(key) as T | undefined
    if (!index) {
      index = make()
      for (let slot = 0; slot < this.rowAt.length; slot++) {
        const row = this.rowAt[slot]
        if (row) index.add(slot, row)
      }
      index.trim()
      this.indexes.set(key, index)
    }
    return index
  }

  /** Live slots of rows with these ids. */
  slotsOfIds(ids: Iterable<string>): Int32Array {
    const out: number[] = []
    for (const id of new Set(ids)) {
      const slot = this.slotOf.get(id)
      if (slot !== undefined) out.push(slot)
    }
    return Int32Array.from(out).sort()
  }

  row(slot: number): Row | undefined {
    return this.rowAt[slot]
  }

  /** Where the row stands in the current array (-1: not there). */
  positionOf(row: Row): number {
    const slot = this.slotOf.get(String(row.id))
    return slot !== undefined && this.rowAt[slot] === row ? this.posOf[slot] : -1
  }

  /** Positions in the current array of the live slots given, in the slots' order. */
  positions(slots: Int32Array): Int32Array {
    const out = new Int32Array(slots.length)
    let k = 0
    for (let i = 0; i < slots.length; i++) {
      const at = this.posOf[slots[i]]
      if (at >= 0) out[k++] = at
    }
    return out.subarray(0, k)
  }

  /** Live slots whose row passes the test, ascending. */
  slotsWhere(test: (row: Row) => boolean): Int32Array {
    const out = new Int32Array(this.rowAt.length)
    let k = 0
    for (let slot = 0; slot < this.rowAt.length; slot++) {
      const row = this.rowAt[slot]
      if (row && test(row)) out[k++] = slot
    }
    return out.subarray(0, k)
  }
}
