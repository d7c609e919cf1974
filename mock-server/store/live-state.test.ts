import { describe, expect, it } from 'vitest'
import { mock, resetMock, startMock, tableOf } from './live-state'

const assets = () => tableOf('assets').all().length

describe('resetting the mock', () => {
  it('returns to the start seed after a scenario asked for another scale', () => {
    startMock({})
    const seeded = assets()
    resetMock({ scale: 12 })
    expect(assets()).not.toBe(seeded)
    resetMock()
    expect(assets()).toBe(seeded)
    expect(mock().seedOptions).toEqual({})
  })

  it('keeps the scale the server was started with', () => {
    startMock({ scale: 12 })
    const started = assets()
    resetMock({ scale: 30 })
    resetMock()
    expect(assets()).toBe(started)
    startMock({})
  })
})
