import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { queryKeys } from '@/shared/api/query-keys'
import { addTag, closeOtherTags, closeTag, resetTags } from '@/shared/state/tags'
import { releaseQueriesOfClosedTags } from './tag-queries'

const tag = (path: string) => ({ path, search: '', title: 'menu.x', affix: path === '/console/dashboard' })
/**
 * valtio tells its subscribers after the current task's microtasks; the release waits one timer more
 * (the cache's own five-minute collection is never reached here).
 */
const settle = async () => {
  await Promise.resolve()
  await vi.advanceTimersByTimeAsync(1)
}

describe('queries of closed tags (issue 24, memory)', () => {
  let client: QueryClient
  let page = '/console/users/users'
  let stop: () => void
  const observe = (key: string) => {
    const observer = new QueryObserver(client, { queryKey: queryKeys.resource(key), queryFn: () => key })
    return observer.subscribe(() => undefined)
  }
  const cached = () => client.getQueryCache().getAll().map((q) => q.queryKey[1])

  beforeEach(() => {
    vi.useFakeTimers()
    resetTags()
    client = new QueryClient()
    stop = releaseQueriesOfClosedTags(client.getQueryCache(), () => page)
    for (const path of ['/console/dashboard', '/console/users/users', '/console/assets/assets']) addTag(tag(path))
  })
  afterEach(() => {
    stop()
    client.clear()
    vi.useRealTimers()
  })

  it('keeps what an open tag fetched, and forgets what only a closed tag did', async () => {
    page = '/console/users/users'
    observe('users')()
    observe('shared')()
    page = '/console/assets/assets'
    const leaveAssets = observe('assets')
    observe('shared')()
    leaveAssets()
    await settle()
    closeTag('/console/users/users')
    await settle()
    expect(cached().sort()).toEqual(['assets', 'shared'])
    closeOtherTags('/console/dashboard')
    await settle()
    expect(cached()).toEqual([])
  })

  it('waits for the closed page on screen to let go of its data', async () => {
    page = '/console/assets/assets'
    const leave = observe('assets')
    await settle()
    closeTag('/console/assets/assets')
    await settle()
    expect(cached()).toEqual(['assets'])
    leave()
    await settle()
    expect(cached()).toEqual([])
  })

  it('keeps the data the next page observes in the same commit', async () => {
    page = '/console/assets/assets'
    const leave = observe('shared')
    await settle()
    closeTag('/console/assets/assets')
    await settle()
    page = '/console/users/users'
    const stay = observe('shared')
    leave()
    await settle()
    expect(cached()).toEqual(['shared'])
    stay()
  })
})
