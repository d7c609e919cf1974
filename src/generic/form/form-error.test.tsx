// @vitest-environment jsdom
// A 400 tied to no field (non_field_errors) reads as an alert above the fields; without one, nothing.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'
import { FormError } from './form-error'

globalThis.IS_REACT_ACT_ENVIRONMENT = true
// Fluent's MessageBar watches its width for reflow; jsdom has no ResizeObserver.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

it("shows the server's words for the whole form as an alert, and nothing for field errors alone", () => {
  const host = document.createElement('div')
  const root = createRoot(host)
  act(() => root.render(<FormError form={{ errors: { non_field_errors: 'The name is taken in this org', name: 'Required' } }} />))
  expect(host.querySelector('[role="alert"]')?.textContent).toBe('The name is taken in this org')
  act(() => root.render(<FormError form={{ errors: { name: 'Required' } }} />))
  expect(host.textContent).toBe('')
  act(() => root.unmount())
})
