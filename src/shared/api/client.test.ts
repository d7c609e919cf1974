import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ErrorNotice } from '@/shared/errors/catalogue'
import type { PublicSettings } from '@/shared/api/types'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import {
  createHttpClient,
  httpCalls,
  readTimeZone,
  registerErrorNotifier,
  registerSessionCheck,
  reportError,
  stopSessionTimer,
  type HttpClientOptions,
} from './client'

/** Shell §9: the default org id is all zeros ending in 2 (written from the spec, not read from src). */
const DEFAULT_ORG = '00000000-0000-0000-0000-000000000002'

type Seen = InternalAxiosRequestConfig
function fakeServer(status = 200, data: unknown = { ok: true }) {
  const seen: Seen[] = []
  const adapter: AxiosAdapter = async (config) => {
    seen.push(config)
    const response = { data, status, statusText: '', headers: {}, config }
    if (status >= 400) throw new AxiosError('fail', 'ERR_BAD_RESPONSE', config, null, response)
    return response
  }
  return { seen, adapter }
}

function client(options: HttpClientOptions, status?: number, data?: unknown) {
  const server = fakeServer(status, data)
  const instance = createHttpClient({ pageQuery: () => '', ...options })
  instance.defaults.adapter = server.adapter
  return { ...server, instance, calls: httpCalls(instance) }
}

const notices: ErrorNotice[] = []
beforeEach(() => {
  notices.length = 0
  registerErrorNotifier((n) => notices.push(n))
})
afterEach(() => {
  stopSessionTimer()
  vi.useRealTimers()
})

describe('HTTP client conventions (shell §7)', () => {
  it('has an empty base URL and a 60 s time-out', () => {
    const instance = createHttpClient()
    expect(instance.defaults.baseURL).toBe('')
    expect(instance.defaults.timeout).toBe(60_000)
  })

  it('sends the CSRF token of <prefix>csrftoken on every unsafe method, not on safe ones', async () => {
    const { seen, calls } = client({
      cookies: () => 'SESSION_COOKIE_NAME_PREFIX=acme_; acme_csrftoken=tok; jms_csrftoken=wrong',
    })
    await calls.post('/a/')
    await calls.put('/a/')
    await calls.patch('/a/')
    await calls.delete('/a/')
    await calls.get('/a/')
    expect(seen.map((c) => c.headers.get('X-CSRFToken'))).toEqual(['tok', 'tok', 'tok', 'tok', undefined])
  })

  it.each(['', "''", '""'])('treats the prefix %j as empty and reads jms_csrftoken', async (prefix) => {
    const { seen, calls } = client({
      cookies: () => `SESSION_COOKIE_NAME_PREFIX=${prefix}; jms_csrftoken=tok2`,
    })
    await calls.post('/a/')
    expect(seen[0].headers.get('X-CSRFToken')).toBe('tok2')
  })

  it.each([
    { language: 'zh', header: 'zh-hans' },
    { language: 'ja', header: 'ja' },
    { language: 'en', header: 'en' },
    { language: undefined, header: undefined },
  ])(
    'asks the server for the console language $language as Accept-Language $header on every call',
    async ({ language, header }) => {
      const { seen, calls } = client({ cookies: () => '', language: () => language })
      await calls.get('/a/')
      await calls.options('/a/')
      await calls.post('/a/')
      expect(seen.map((c) => c.headers.get('Accept-Language'))).toEqual([header, header, header])
    },
  )

  it('takes X-JMS-ORG from oid, else the current org, else the default org when XPACK is off', async () => {
    const on = client({ cookies: () => '', xpackEnabled: () => true, currentOrgId: () => 'org-a' })
    await on.calls.get('/a/?oid=org-b')
    await on.calls.get('/a/', { params: { oid: 'org-c' } })
    await on.calls.get('/a/')
    expect(on.seen.map((c) => c.headers.get('X-JMS-ORG'))).toEqual(['org-b', 'org-c', 'org-a'])

    const off = client({ cookies: () => '', xpackEnabled: () => false, currentOrgId: () => undefined })
    await off.calls.get('/a/')
    expect(off.seen[0].headers.get('X-JMS-ORG')).toBe(DEFAULT_ORG)

    const page = client({
      cookies: () => '',
      xpackEnabled: () => true,
      currentOrgId: () => 'org-a',
      pageQuery: () => '?oid=org-p',
    })
    await page.calls.get('/a/')
    expect(page.seen[0].headers.get('X-JMS-ORG')).toBe('org-p')
  })

  it('sends no CSRF token on HEAD, OPTIONS and TRACE, and OPTIONS is sent as OPTIONS', async () => {
    const { seen, calls } = client({ cookies: () => 'jms_csrftoken=tok' })
    await calls.options('/a/')
    await calls.raw({ url: '/a/', method: 'head' })
    await calls.raw({ url: '/a/', method: 'trace' as 'get' })
    expect(seen.map((c) => [c.method, c.headers.get('X-CSRFToken')])).toEqual([
      ['options', undefined],
      ['head', undefined],
      ['trace', undefined],
    ])
  })

  it('by default reads an oid from the page address', async () => {
    vi.stubGlobal('location', { search: '?oid=org-p' })
    try {
      const instance = createHttpClient({
        cookies: () => '',
        xpackEnabled: () => true,
        currentOrgId: () => 'org-a',
      })
      const server = fakeServer()
      instance.defaults.adapter = server.adapter
      await httpCalls(instance).get('/a/')
      expect(server.seen[0].headers.get('X-JMS-ORG')).toBe('org-p')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('an empty oid is no oid: the current org is sent', async () => {
    const { seen, calls } = client({
      cookies: () => '',
      xpackEnabled: () => true,
      currentOrgId: () => 'org-a',
    })
    await calls.get('/a/', { params: { oid: '' } })
    await calls.get('/a/', { params: { oid: 5 } })
    expect(seen.map((c) => c.headers.get('X-JMS-ORG'))).toEqual(['org-a', 'org-a'])
  })

  it('sends the organisation a call names (the start-up profile) over the current one, an oid over both', async () => {
    const { seen, calls } = client({
      cookies: () => '',
      xpackEnabled: () => false,
      currentOrgId: () => undefined,
    })
    await calls.get('/a/', { org: 'org-n' })
    await calls.get('/a/?oid=org-b', { org: 'org-n' })
    const current = client({ cookies: () => '', xpackEnabled: () => true, currentOrgId: () => 'org-a' })
    await current.calls.get('/a/', { org: 'org-n' })
    expect([...seen, ...current.seen].map((c) => c.headers.get('X-JMS-ORG'))).toEqual([
      'org-n',
      'org-b',
      'org-n',
    ])
  })

  it('sends no org header with the extension on and no org known', async () => {
    const { seen, calls } = client({
      cookies: () => '',
      xpackEnabled: () => true,
      currentOrgId: () => undefined,
    })
    await calls.get('/a/')
    expect(seen[0].headers.has('X-JMS-ORG')).toBe(false)
  })

  it('by default reads XPACK_ENABLED from the public settings and the org from the org state', async () => {
    const before = { settings: sessionState.publicSettings, org: orgState.current }
    try {
      const instance = createHttpClient({ cookies: () => '' })
      const server = fakeServer()
      instance.defaults.adapter = server.adapter
      const calls = httpCalls(instance)
      sessionState.publicSettings = { XPACK_ENABLED: false } as PublicSettings
      orgState.current = null
      await calls.get('/a/')
      sessionState.publicSettings = { XPACK_ENABLED: true } as PublicSettings
      await calls.get('/a/')
      orgState.current = { id: 'org-s', name: 'S' }
      await calls.get('/a/')
      expect(server.seen.map((c) => c.headers.get('X-JMS-ORG') ?? null)).toEqual([DEFAULT_ORG, null, 'org-s'])
    } finally {
      sessionState.publicSettings = before.settings
      orgState.current = before.org
    }
  })

  it('in node, sends the cookies as a Cookie header only when asked to', async () => {
    const asked = client({ cookies: () => 'a=1; b=2', sendCookies: true })
    await asked.calls.get('/a/')
    expect(asked.seen[0].headers.get('Cookie')).toBe('a=1; b=2')
    const empty = client({ cookies: () => '', sendCookies: true })
    await empty.calls.get('/a/')
    expect(empty.seen[0].headers.has('Cookie')).toBe(false)
    const browser = client({ cookies: () => 'a=1' })
    await browser.calls.get('/a/')
    expect(browser.seen[0].headers.has('Cookie')).toBe(false)
  })

  it('sends the browser time zone as X-TZ', async () => {
    const { seen, calls } = client({ cookies: () => '' })
    await calls.get('/a/')
    expect(seen[0].headers.get('X-TZ')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
  })

  it('reads the time zone through Temporal where the browser has it, else through Intl', () => {
    expect(readTimeZone({ Temporal: { Now: { timeZoneId: () => 'Asia/Tokyo' } } })).toBe('Asia/Tokyo')
    expect(readTimeZone({ Temporal: { Now: {} } })).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(readTimeZone({})).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    expect(
      readTimeZone({
        Temporal: {
          Now: {
            timeZoneId: () => {
              throw new RangeError('no zone')
            },
          },
        },
      }),
    ).toBeUndefined()
  })

  it('leaves the time zone out of a call whose dates the server must read in its own zone', async () => {
    const { seen, calls } = client({ cookies: () => '' })
    await calls.post('/api/v1/tickets/apply-asset-tickets/open/', {}, { serverTimeZone: true })
    expect(seen[0].headers.has('X-TZ')).toBe(false)
  })

  it('returns the body by default and the whole response with raw', async () => {
    const { calls } = client({ cookies: () => '' }, 200, { count: 1 })
    expect(await calls.get('/a/')).toEqual({ count: 1 })
    const raw = await calls.raw<{ count: number }>({ url: '/a/', method: 'get' })
    expect(raw.status).toBe(200)
    expect(raw.data).toEqual({ count: 1 })
  })

  it('restarts a 30 s session-check timer on every response except the profile', async () => {
    vi.useFakeTimers()
    const check = vi.fn()
    registerSessionCheck(check)
    const { calls } = client({ cookies: () => '' })
    await calls.get('/api/v1/users/users/')
    vi.advanceTimersByTime(29_000)
    await calls.get('/api/v1/assets/assets/') // restarts
    vi.advanceTimersByTime(29_000)
    expect(check).not.toHaveBeenCalled()
    await calls.get('/api/v1/users/profile/') // does not restart
    vi.advanceTimersByTime(1_000)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('an error answer restarts the timer too; a request that got no answer does not', async () => {
    vi.useFakeTimers()
    const check = vi.fn()
    registerSessionCheck(check)
    const failing = client({ cookies: () => '' }, 500, {})
    await failing.calls.get('/api/v1/users/users/').catch(() => undefined)
    vi.advanceTimersByTime(30_000)
    expect(check).toHaveBeenCalledTimes(1)

    const instance = createHttpClient({ cookies: () => '', pageQuery: () => '' })
    instance.defaults.adapter = async (config) => {
      throw new AxiosError('Network Error', 'ERR_NETWORK', config)
    }
    await httpCalls(instance)
      .get('/api/v1/users/users/')
      .catch(() => undefined)
    vi.advanceTimersByTime(30_000)
    expect(check).toHaveBeenCalledTimes(1)
  })

  it('stopping the timer stops the pending check', async () => {
    vi.useFakeTimers()
    const check = vi.fn()
    registerSessionCheck(check)
    await client({ cookies: () => '' }).calls.get('/api/v1/users/users/')
    stopSessionTimer()
    vi.advanceTimersByTime(60_000)
    expect(check).not.toHaveBeenCalled()
  })
})

describe('errors through the catalogue (shell §8)', () => {
  it.each([
    [400, 'requestError'],
    [403, 'noPermission'],
    [404, 'resourceNotFound'],
    [409, 'updateInProgress'],
  ])('%i shows %s and keeps the status', async (status, message) => {
    const { calls } = client({ cookies: () => '' }, status, { detail: 'x' })
    const error = await calls.get('/a/').catch((e: AxiosError) => e)
    expect((error as AxiosError).response?.status).toBe(status)
    expect(notices).toEqual([expect.objectContaining({ kind: 'toast', message, status })])
  })

  it('401 asks to log in again', async () => {
    const { calls } = client({ cookies: () => '' }, 401, {})
    await calls.get('/a/').catch(() => undefined)
    expect(notices).toEqual([expect.objectContaining({ kind: 'relogin', message: 'accountEnded' })])
  })

  it.each([
    [{ error: 'E', msg: 'M', detail: 'D' }, 'E'],
    [{ msg: 'M', detail: 'D' }, 'M'],
    [{ detail: 'D' }, 'D'],
  ])('other errors toast 5 s with error, msg or detail: %j', async (body, text) => {
    const { calls } = client({ cookies: () => '' }, 500, body)
    await calls.get('/a/').catch(() => undefined)
    expect(notices).toEqual([
      { kind: 'toast', status: 500, message: 'unknownError', text, durationMs: 5_000 },
    ])
  })

  it('a silent error can still be reported as a loud one would', async () => {
    const { calls } = client({ cookies: () => '' }, 401, {})
    const error = await calls.get('/a/', { silent: true }).catch((e: unknown) => e)
    expect(notices).toEqual([])
    reportError(error)
    expect(notices).toEqual([expect.objectContaining({ kind: 'relogin', message: 'accountEnded' })])
  })

  it('unregistering a notifier or a session check only removes that one', async () => {
    const first: ErrorNotice[] = []
    const second: ErrorNotice[] = []
    const offFirst = registerErrorNotifier((n) => first.push(n))
    const offSecond = registerErrorNotifier((n) => second.push(n))
    offFirst()
    const { calls } = client({ cookies: () => '' }, 500, { error: 'E' })
    await calls.get('/a/').catch(() => undefined)
    expect([first.length, second.length]).toEqual([0, 1])
    offSecond()
    await calls.get('/a/').catch(() => undefined)
    expect(second.length).toBe(1)

    vi.useFakeTimers()
    const a = vi.fn()
    const b = vi.fn()
    const offA = registerSessionCheck(a)
    const offB = registerSessionCheck(b)
    offA()
    await client({ cookies: () => '' }).calls.get('/b/')
    vi.advanceTimersByTime(30_000)
    expect([a.mock.calls.length, b.mock.calls.length]).toEqual([0, 1])
    offB()
    await client({ cookies: () => '' }).calls.get('/b/')
    vi.advanceTimersByTime(30_000)
    expect(b.mock.calls.length).toBe(1)
  })

  it('a silent request shows nothing', async () => {
    const { calls } = client({ cookies: () => '' }, 500, { error: 'E' })
    await calls.get('/a/', { silent: true }).catch(() => undefined)
    expect(notices).toEqual([])
  })
})
