import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { editCell, failedRows, retryFailed, rowsFrom, runImport, type ImportRow } from './import-task'

// Issue 27: Continue sends the rows never tried before it retries the failed ones; the "failed rows only"
// filter keeps the rows tried and not succeeded, an edited failed row included.

/** Runs the import to its end with every row answered by `answer`; the row numbers (from 1) in the order sent. */
async function sendOrder(rows: ImportRow[], answer: (n: number) => boolean = () => true) {
  let state = rows
  const sent: number[] = []
  const pauses: number[] = []
  const end = await runImport({
    rows: () => state,
    update: (next) => void (state = next),
    started: () => true,
    send: async (data) => {
      sent.push(Number(data.n))
      if (!answer(Number(data.n))) throw new Error('refused')
    },
    failure: () => [{ name: '', error: 'refused' }],
    sleep: async (ms) => void pauses.push(ms),
  })
  return { end, sent, pauses, rows: state }
}

/** A file of `n` rows of which the first `tried` were sent, those in `failed` having failed. */
function stoppedImport(n: number, tried: number, failed: Set<number>): ImportRow[] {
  return rowsFrom(Array.from({ length: n }, (_, i) => ({ n: i + 1 }))).map((r) =>
    r.index < tried ? { ...r, tried: true, status: failed.has(r.index + 1) ? { errors: [{ name: 'n', error: 'bad' }] } : 'ok' } : r,
  )
}

describe('the import task', () => {
  it('sends every row once, in file order, with a 100 ms pause after each', async () => {
    const { end, sent, pauses } = await sendOrder(rowsFrom([{ n: 1 }, { n: 2 }, { n: 3 }]))
    expect(end).toBe('done')
    expect(sent).toEqual([1, 2, 3])
    expect(pauses).toEqual([100, 100, 100])
  })

  it('Continue sends the untried rows first, then retries the failed ones in file order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 40 }).chain((n) => fc.tuple(fc.constant(n), fc.integer({ min: 0, max: n }), fc.uniqueArray(fc.integer({ min: 1, max: n })))),
        async ([n, tried, failing]) => {
          const failed = new Set(failing.filter((f) => f <= tried))
          const { sent } = await sendOrder(retryFailed(stoppedImport(n, tried, failed)))
          const untried = Array.from({ length: n - tried }, (_, i) => tried + i + 1)
          expect(sent).toEqual([...untried, ...[...failed].sort((a, b) => a - b)])
        },
      ),
    )
  })

  it('the failed filter keeps failed rows, and an edited failed row while it waits for Continue', async () => {
    const { rows } = await sendOrder(rowsFrom([{ n: 1 }, { n: 2 }, { n: 3 }]), (n) => n !== 2)
    expect(failedRows(rows).map((r) => r.index + 1)).toEqual([2])
    const edited = editCell(rows, 1, 'n', 20)
    expect(edited[1].status).toBe('pending')
    expect(failedRows(edited).map((r) => r.index + 1)).toEqual([2])
    expect(failedRows(rowsFrom([{ n: 1 }]))).toEqual([])
  })
})
