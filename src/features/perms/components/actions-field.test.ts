// Issue 22: a permission's action boxes send what they show (reference ActionsField).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import { actionsField, spreadActions } from './actions-field'

const SINGLES = ['connect', 'upload_file', 'download_file', 'clipboard_copy', 'clipboard_paste']
const info: FieldInfo = { type: 'multiple choice', required: false, read_only: false, label: 'Actions' }
const field = actionsField(SINGLES)

describe('permission actions', () => {
  it('a new permission shows the default ticked, and sends it', () => {
    const shown = field.toForm!(undefined, info)
    expect(shown).toEqual(SINGLES)
    expect(field.toWire!(shown, info)).toEqual({ send: true, value: ['all'] })
    expect(field.toForm!(undefined, { ...info, default: ['connect'] })).toEqual(['connect'])
  })

  it('sends exactly the ticked boxes, and what the server reads back ticks the same boxes', () => {
    fc.assert(
      fc.property(fc.subarray(SINGLES), (ticked) => {
        const wire = field.toWire!(ticked, info)
        expect(wire.send).toBe(true)
        const sent = (wire as { value: string[] }).value
        expect(spreadActions(sent, SINGLES)).toEqual(SINGLES.filter((a) => ticked.includes(a)))
        // The server reads back every action the stored set contains, pairs and 'all' included.
        const readBack = [...sent, ...(ticked.includes('upload_file') && ticked.includes('download_file') ? ['updownload'] : [])]
        expect(field.toForm!(readBack, info)).toEqual(SINGLES.filter((a) => ticked.includes(a)))
      }),
    )
  })

  it('nothing ticked sends an empty list, not the default', () => {
    expect(field.toWire!([], info)).toEqual({ send: true, value: [] })
  })
})
