import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_ORG_ID } from '@/shared/constants'
import type { ErrorNotice } from '@/shared/errors/catalogue'
import { createHttpClient, httpCalls, registerErrorNotifier, registerSessionCheck, stopSessionTimer, type HttpClientOptions } from './client'

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
    const { seen, calls } = client({ cookies: () => 'SESSION_COOKIE_NAME_PREFIX=acme_; acme_csrftoken=tok; jms_csrftoken=wrong' })
    await calls.post('/a/')
    await calls.put('/a/')
    await calls.patch('/a/')
    await calls.delete('/a/')
    await calls.get('/a/')
    expect(seen.map((c) => c.headers.get('X-CSRFToken'))).toEqual(['tok', 'tok', 'tok', 'tok', undefined])
  })

  it.each(['', "''", '""'])('treats the prefix %j as empty and reads jms_csrftoken', async (prefix) => {
    const { seen, calls } = client({ cookies: () => `SESSION_COOKIE_NAME_PREFIX=${prefix}; jms_csrftoken=tok2` })
    await calls.post('/a/')
    expect(seen[0].headers.get('X-CSRFToken')).toBe('tok2')
  })

  it.each([
    { language: 'zh', header: 'zh-hans' },
    { language: 'ja', header: 'ja' },
    { language: 'en', header: 'en' },
    { language: undefined, header: undefined },
  ])('asks the server for the console language $language as Accept-Language $header on every call', async ({ language, header }) => {
    const { seen, calls } = client({ cookies: () => '', language: () => language })
    await calls.get('/a/')
    await calls.options('/a/')
    await calls.post('/a/')
    expect(seen.map((c) => c.headers.get('Accept-Language'))).toEqual([header, header, header])
  })

  it('takes X-JMS-ORG from oid, else the current org, else the default org when XPACK is off', async () => {
    const on = client({ cookies: () => '', xpackEnabled: () => true, currentOrgId: () => 'org-a' })
    await on.calls.get('/a/?oid=org-b')
    await on.calls.get('/a/', { params: { oid: 'org-c' } })
    await on.calls.get('/a/')
    expect(on.seen.map((c) => c.headers.get('X-JMS-ORG'))).toEqual(['org-b', 'org-c', 'org-a'])

    const off = client({ cookies: () => '', xpackEnabled: () => false, currentOrgId: () => undefined })
    await off.calls.get('/a/')
    expect(off.seen[0].headers.get('X-JMS-ORG')).toBe(DEFAULT_ORG_ID)

    const page = client({ cookies: () => '', xpackEnabled: () => true, currentOrgId: () => 'org-a', pageQuery: () => '?oid=org-p' })
    await page.calls.get('/a/')
    expect(page.seen[0].headers.get('X-JMS-ORG')).toBe('org-p')
  })

  it('sends the browser time zone as X-TZ', async () => {
    const { seen, calls } = client({ cookies: () => '' })
    await calls.get('/a/')
    expect(seen[0].headers.get('X-TZ')).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
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
    expect(notices).toEqual([{ kind: 'toast', status: 500, message: 'unknownError', text, durationMs: 5_000 }])
  })

  it('a silent request shows nothing', async () => {
    const { calls } = client({ cookies: () => '' }, 500, { error: 'E' })
    await calls.get('/a/', { silent: true }).catch(() => undefined)
    expect(notices).toEqual([])
  })
})
