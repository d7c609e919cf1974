import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App, startConsole } from './app'
import { BASE } from './startup-guard'

if (import.meta.env.VITE_DEMO) await import('./demo-worker') // static demo: the mock's worker before the start-up guard

// The platform's own links use the hash form /ui/#/console/...: send them to the same page.
const hashPath = () => (window.location.hash.startsWith('#/') ? `${BASE}${window.location.hash.slice(1)}` : null)
const fromHash = hashPath()
if (fromHash) window.history.replaceState(null, '', fromHash)
// A hash-form link followed while the console is open changes only the hash: load that page.
window.addEventListener('hashchange', () => {
  const target = hashPath()
  if (target) window.location.replace(target)
})

// The shell fills the window: no default body margin around the sidebar (shell §2 widths).
document.body.style.margin = '0'

const router = await startConsole()
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
)
