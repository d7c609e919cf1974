import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app'
import { BASE } from './startup-guard'

// The platform's own links use the hash form /ui/#/console/...: send them to the same page.
if (window.location.hash.startsWith('#/')) {
  window.history.replaceState(null, '', `${BASE}${window.location.hash.slice(1)}`)
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
