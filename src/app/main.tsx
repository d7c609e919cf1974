import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { BASE } from './startup-guard'

// The platform's own links use the hash form /ui/#/console/...: send them to the same page.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', `${BASE}${window.location.hash.slice(1)}`)
}

// The shell fills the window: no default body margin around the sidebar (shell §2 widths).
document.body.style.margin = '0'

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
