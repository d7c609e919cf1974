import './demo-buffer' // first: the mock's modules use Buffer as they load
import { mock, worker } from '../../mock-server/entry/browser'
import type { Session } from '../../mock-server/store/live-state'
import { safeNext } from '@contracts/safe-next'
import { renderDemoSignIn, signedIn } from './demo-sign-in'

// Static demo only (vite.demo.config.ts defines VITE_DEMO): main.tsx awaits this module before the app
// renders, so the mock answers the start-up guard's very first call.

const SESSIONS_KEY = 'jms-demo-sessions'

// The mock runs in the page, so every full page load starts from a fresh seed. Sessions alone are kept in
// localStorage so that signing in survives the navigation into the console (and logout, the one back).
function restoreSessions() {
  const saved = JSON.parse(localStorage.getItem(SESSIONS_KEY) ?? '[]') as [string, Session][]
  saved.forEach(([id, session]) => mock().sessions.set(id, session))
}
const saveSessions = () => localStorage.setItem(SESSIONS_KEY, JSON.stringify([...mock().sessions]))

restoreSessions()
worker.events.on('response:mocked', saveSessions)
await worker.start({
  serviceWorker: { url: '/mockServiceWorker.js', options: { scope: '/' } },
  onUnhandledRequest: 'bypass', // the console's own files come from the static server
  quiet: true,
})

// The platform's pages the console navigates to (sign-in, logout) reach the static server, whose SPA
// fallback serves this same index.html: stand in for them here instead of rendering the console.
const { pathname, search } = window.location
const blockApp = () => new Promise<never>(() => undefined)
// Someone signed in already who opens /ui/login gets the console, whose start-up guard sends them on (shell §2).
const signInPage = pathname.startsWith('/core/auth/login/') || (pathname === '/ui/login' && !(await signedIn()))
if (signInPage) {
  await fetch('/core/auth/login/') // the platform's page sets the public-key cookie the forms encrypt with
  renderDemoSignIn(document.getElementById('root')!, search)
  await blockApp()
} else if (pathname.startsWith('/core/auth/logout/')) {
  const next = safeNext(new URLSearchParams(search).get('next'))
  await fetch('/core/auth/logout/', { redirect: 'manual' })
  window.location.replace(`/ui/login?next=${encodeURIComponent(next)}`)
  await blockApp()
}
