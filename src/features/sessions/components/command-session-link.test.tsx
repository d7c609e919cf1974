// @vitest-environment jsdom
// A command record leads to its session's detail, in the command's organisation, only for whoever may open
// that page (shell §6: no link that dangles), and never shows the session's id.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, expect, it } from 'vitest'
import type { Profile } from '@/shared/api/types'
import { sessionState } from '@/shared/state/session'
import { CommandSessionLink } from './command-session-link'

globalThis.IS_REACT_ACT_ENVIRONMENT = true
const SESSION = '5e551011-0000-4000-8000-000000000001'

function render(command: Record<string, unknown>, perms: string[]) {
  sessionState.profile = { perms } as unknown as Profile
  const host = document.createElement('div')
  const root = createRoot(host)
  const router = createMemoryRouter([{ path: '*', element: <CommandSessionLink command={{ id: 'c1', ...command }} /> }])
  act(() => root.render(<RouterProvider router={router} />))
  return { host, unmount: () => act(() => root.unmount()) }
}

afterEach(() => {
  sessionState.profile = null
})

it("links to the session's detail in the command's organisation, named in words", () => {
  const { host, unmount } = render({ session: SESSION, org_id: 'org-b' }, ['terminal.view_session'])
  const link = host.querySelector('a')
  expect(link?.getAttribute('href')).toBe(`/audit/sessions/sessions/${SESSION}?oid=org-b`)
  expect(link?.textContent).toBe('commands.session')
  expect(host.textContent).not.toContain(SESSION)
  unmount()
})

it('shows no link to whoever may not view sessions, nor for a command without a session', () => {
  const refused = render({ session: SESSION, org_id: 'org-b' }, ['terminal.view_command'])
  expect(refused.host.querySelector('a')).toBeNull()
  refused.unmount()
  const orphan = render({ session: '', org_id: 'org-b' }, ['terminal.view_session'])
  expect(orphan.host.querySelector('a')).toBeNull()
  orphan.unmount()
})
