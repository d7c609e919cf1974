import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, startConsole } from './app'
import { currentPathOf } from '@/shared/access/old-paths'
import { BASE } from './startup-guard'

if (import.meta.env.VITE_DEMO) await import('./demo-worker') // static demo: the mock's worker before the start-up guard

// The platform's own links use the hash form /ui/#/console/... and the real console's paths: send them
// to the same page (a same-origin replace, never a jump elsewhere).
const hashPath = () => (window.location.hash.startsWith('#/') ? `${BASE}${currentPathOf(window.location.hash.slice(1))}` : null)
const inner = window.location.pathname.slice(BASE.length) + window.location.search
const fromOld = hashPath() ?? (currentPathOf(inner) !== inner ? `${BASE}${currentPathOf(inner)}` : null)
if (fromOld) window.history.replaceState(null, '', fromOld)
// A hash-form link followed while the console is open changes only the hash: load that page.
window.addEventListener('hashchange', () => {
  const target = hashPath()
  if (target) window.location.replace(target)
})

// The shell fills the window: no default body margin around the sidebar (shell §2 widths).
document.body.style.margin = '0'

const router = await startConsole()
performance.mark('console-render')
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
