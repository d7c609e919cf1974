import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { randomId } from '../store/id-generator'
import { mock } from '../store/live-state'

// The selection token (reference §1.8): any signed-in user; ids kept 300 s; a token even without ids.
export const SPM_TTL_MS = 300_000

export const commonHandlers = [
  http.post('*/api/v1/common/resources/cache/', authed(null, async ({ request }) => {
    const body = (await request.json().catch(() => ({}))) as { resources?: unknown }
    const spm = randomId()
    if (Array.isArray(body.resources)) mock().spmCache.set(spm, { ids: body.resources.map(String), expires: Date.now() + SPM_TTL_MS })
    return HttpResponse.json({ spm })
  })),
]
