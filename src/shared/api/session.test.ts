import { AxiosError, type AxiosAdapter } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from './client'
import { checkSession, hasSessionMark, keepSessionCookie, logoutUrl, signInUrl, toSignIn } from './session'

// The session rules of shell §4 and §7, with the page's cookie jar and address stubbed: what the
// console writes to document.cookie and where it sends the browser.

/** document.cookie as a browser shows it (name=value pairs), recording every string written. */
function cookieJar(initial: Record<string, string>) {
  const jar = new Map(Object.entries(initial))
  const written: string[] = []
  const document = {
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    },
    set cookie(text: string) {
      written.push(text)
      const [pair] = text.split(';')
      const i = pair.indexOf('=')
      jar.set(pair.slice(0, i), pair.slice(i + 1))
    },
  }
  return { document, written }
}

let replace: ReturnType<typeof vi.fn>
beforeEach(() => {
  vi.useFakeTimers()
  replace = vi.fn()
  vi.stubGlobal('window', { location: { pathname: '/ui/console/users/users', search: '?page=2', replace, assign: vi.fn() } })
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('the session cookie (shell §4, reference §1.11)', () => {
  it('in mode close is rewritten every 10 s with a 2-minute lifetime', () => {
    const { document, written } = cookieJar({ jms_session_expire: 'close' })
    vi.stubGlobal('document', document)
    const stop = keepSessionCookie()
    vi.advanceTimersByTime(9_999)
    expect(written).toEqual([])
    vi.advanceTimersByTime(1)
    expect(written).toEqual(['jms_session_expire=close; path=/; max-age=120; SameSite=Lax'])
    vi.advanceTimersByTime(10_000)
    expect(written).toHaveLength(2)
    stop()
    vi.advanceTimersByTime(60_000)
    expect(written).toHaveLength(2)
  })

  it('in mode age, or without the cookie, is never written', () => {
    for (const initial of [{ jms_session_expire: 'age' }, {}] as Array<Record<string, string>>) {
      const { document, written } = cookieJar(initial)
      vi.stubGlobal('document', document)
      const stop = keepSessionCookie()
      vi.advanceTimersByTime(120_000)
      stop()
      expect(written).toEqual([])
    }
  })

  it('marks the session while present', () => {
    vi.stubGlobal('document', cookieJar({ jms_session_expire: 'age' }).document)
    expect(hasSessionMark()).toBe(true)
    vi.stubGlobal('document', cookieJar({ other: 'x' }).document)
    expect(hasSessionMark()).toBe(false)
  })
})

describe('leaving for sign-in and logout (shell §2, §4)', () => {
  it('carries the asked path as next, escaped; a foreign next becomes the home', () => {
    expect(signInUrl('/ui/console/users/users?page=2')).toBe('/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers%3Fpage%3D2')
    expect(logoutUrl('/ui/workbench/home')).toBe('/core/auth/logout/?next=%2Fui%2Fworkbench%2Fhome')
    expect(signInUrl('//evil.example/')).toBe('/core/auth/login/?next=%2Fui%2F')
  })

  it('goes to sign-in 100 ms after a profile failure, back to the page it was on', () => {
    void toSignIn()
    vi.advanceTimersByTime(99)
    expect(replace).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(replace).toHaveBeenCalledWith('/core/auth/login/?next=%2Fui%2Fconsole%2Fusers%2Fusers%3Fpage%3D2')
  })
})

describe('the session check of the 30 s timer (shell §7)', () => {
  const answer = (status: number): AxiosAdapter => async (config) => {
    const response = { data: {}, status, statusText: '', headers: {}, config }
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response)
    return response
  }
  let adapter: typeof http.defaults.adapter
  beforeEach(() => {
    adapter = http.defaults.adapter
  })
  afterEach(() => {
    http.defaults.adapter = adapter
  })

  it('without the session mark logs the user out, back to this page', async () => {
    vi.stubGlobal('document', cookieJar({}).document)
    await checkSession()
    vi.advanceTimersByTime(0)
    expect(replace).toHaveBeenCalledWith('/core/auth/logout/?next=%2Fui%2Fconsole%2Fusers%2Fusers%3Fpage%3D2')
  })

  it.each([
    [401, true],
    [403, true],
    [500, false],
    [200, false],
  ])('a profile answering %i sends to sign-in: %s', async (status, leaves) => {
    vi.stubGlobal('document', cookieJar({ jms_session_expire: 'close' }).document)
    http.defaults.adapter = answer(status)
    await checkSession()
    vi.advanceTimersByTime(100)
    expect(replace.mock.calls.map(([to]) => String(to).split('?')[0])).toEqual(leaves ? ['/core/auth/login/'] : [])
  })
})
