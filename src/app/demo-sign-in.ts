import { safeNext } from '@contracts/safe-next'

// The demo's sign-in page (shell §2 lists /login as a sign-in path). In the static demo the mock lives
// in a service worker, which never sees navigations, so the platform's page at /core/auth/login/ cannot
// be served: this plain form posts the same fields to the mock by fetch, then navigates to next.
// Same accessible names as the platform's page, so the same page object drives both.

function field(label: string, name: string, type: string): HTMLLabelElement {
  const wrapper = document.createElement('label')
  wrapper.style.cssText = 'display:grid;gap:4px;margin-bottom:12px'
  const input = document.createElement('input')
  Object.assign(input, { name, type, required: true, autocomplete: type === 'password' ? 'current-password' : 'username' })
  input.style.cssText = 'padding:6px 8px;font:inherit'
  wrapper.append(label, input)
  return wrapper
}

/** Whether the mock knows this browser's session (its HttpOnly cookie lives in msw's own store). */
export const signedIn = () => fetch('/api/v1/users/profile/').then((res) => res.ok, () => false)

export function renderDemoSignIn(root: HTMLElement, search: string): void {
  const next = safeNext(new URLSearchParams(search).get('next'))
  const form = document.createElement('form')
  form.setAttribute('aria-label', 'Sign in')
  form.style.cssText = 'max-width:320px;margin:10vh auto;font:14px system-ui,sans-serif'
  const heading = document.createElement('h1')
  heading.textContent = 'JumpServer demo (mock data, in your browser)'
  heading.style.fontSize = '18px'
  const hint = document.createElement('p')
  hint.textContent = 'Personas: admin, auditor, orgadmin, orgauditor, user, multiorg… password Passw0rd!'
  const error = document.createElement('p')
  error.setAttribute('role', 'alert')
  error.style.color = '#ed5565'
  const button = document.createElement('button')
  button.type = 'submit'
  button.textContent = 'Sign in'
  form.append(heading, hint, field('Username', 'username', 'text'), field('Password', 'password', 'password'), error, button)
  root.replaceChildren(form)

  form.addEventListener('submit', async (event) => {
    event.preventDefault()
    error.textContent = ''
    const body = new URLSearchParams(new FormData(form) as unknown as Record<string, string>)
    body.set('next', next)
    // The mock answers a redirect to next with the session cookies (msw keeps the HttpOnly one in its own
    // cookie store), or the sign-in page again with an error.
    const res = await fetch(`/core/auth/login/?next=${encodeURIComponent(next)}`, { method: 'POST', body })
    // Where the redirects ended (res.redirected stays false for redirects a service worker answered).
    const landed = new URL(res.url)
    if (!res.ok || landed.pathname.startsWith('/core/auth/login/')) {
      error.textContent = landed.pathname.includes('/mfa/')
        ? 'MFA sign-in is not available in the demo: choose another persona.'
        : 'The username or password you entered is incorrect'
      return
    }
    window.location.replace(safeNext(landed.pathname + landed.search))
  })
}
