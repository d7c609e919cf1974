import { describe, expect, it } from 'vitest'
import { i18next, initI18n, startWords } from '@/shared/i18n'

// The start-up guard words its route-generation toast only once the start's words are here (shell §8
// "Has Error"): a guard that fails before the language has loaded would otherwise toast the key.
describe('the start words', () => {
  it('resolve only after the language the console starts in has loaded, with its words', async () => {
    let arrive = () => {}
    const late = new Promise<void>((done) => (arrive = done))
    const init = initI18n('ja', async () => {
      await late
      return { late: { word: 'おそい' } }
    })
    let ready = false
    const waited = startWords().then(() => (ready = true))
    await new Promise((r) => setTimeout(r, 20))
    expect(ready).toBe(false)
    arrive()
    await waited
    expect(ready).toBe(true)
    expect(i18next.t('late:word', { lng: 'ja' })).toBe('おそい')
    expect(i18next.t('errors:routeError', { lng: 'ja' })).not.toBe('routeError')
    await init
  })
})
