import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { replacedSince } from './row-list'
import { MemoryTable, type Row } from './tables'

// Issue 24: a table's row array after writes is the table's rows in insertion order, whatever the
// writes; where it says which positions were replaced since an earlier array, every other position of
// that array holds the same row.

type Op = { kind: 'insert' | 'update' | 'remove' | 'read'; n: number }
const op = fc.record({ kind: fc.constantFrom('insert', 'update', 'remove', 'read'), n: fc.nat(30) }) as fc.Arbitrary<Op>

describe('a table row list', () => {
  it('reads the rows in insertion order, and what it says was replaced is all that changed', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 80 }), (ops) => {
        const table = new MemoryTable<Row>()
        const model = new Map<string, Row>()
        const reads: (readonly Row[])[] = [table.all()]
        ops.forEach((o, step) => {
          const id = `r${o.n}`
          if (o.kind === 'insert') {
            const row = { id, step }
            table.insert(row)
            model.set(id, row)
          } else if (o.kind === 'update') {
            const next = table.update(id, { step })
            if (next) model.set(id, next)
          } else if (o.kind === 'remove') {
            table.remove(id)
            model.delete(id)
          } else reads.push(table.all())
        })
        reads.push(table.all())
        expect(reads.at(-1)).toEqual([...model.values()])
        for (const [i, from] of reads.entries()) {
          for (const to of reads.slice(i + 1)) {
            const replaced = replacedSince(from, to)
            if (!replaced) continue
            expect(to.length).toBeGreaterThanOrEqual(from.length)
            const told = new Set(replaced)
            from.forEach((row, p) => {
              if (!told.has(p)) expect(to[p]).toBe(row)
            })
          }
        }
      }),
    )
  })

  it('says nothing across a removal', () => {
    const table = new MemoryTable<Row>()
    for (const id of ['a', 'b', 'c']) table.insert({ id })
    const before = table.all()
    table.remove('b')
    table.insert({ id: 'd' })
    expect(replacedSince(before, table.all())).toBeUndefined()
    table.update('c', { x: 1 })
    const after = table.all()
    expect(after.map((r) => r.id)).toEqual(['a', 'c', 'd'])
    expect(replacedSince(before, after)).toBeUndefined()
  })
})
