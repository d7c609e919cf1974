// @vitest-environment jsdom
// A nested object's children are its inputs, never an id: 2.26.1's announcement (settings basic, as its
// OPTIONS describe it) has a writable ID, which the server replaces on every save; found in front of a
// real server, where the form offered "Id" to type.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import { buildFieldModel } from './field-model'
import { FieldWidget } from './field-widget'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

const ANNOUNCEMENT = {
  type: 'nested object', required: true, read_only: false, label: 'Announcement',
  children: {
    ID: { type: 'string', required: false, read_only: false, label: 'Id' },
    SUBJECT: { type: 'string', required: true, read_only: false, label: 'Subject', max_length: 1024 },
    CONTENT: { type: 'string', required: true, read_only: false, label: 'Content' },
    LINK: { type: 'url', required: false, read_only: false, label: 'More url', default: '' },
  },
} as unknown as FieldInfo

it('draws the announcement as its subject, content and link, and sends its stored id back untouched', () => {
  const host = document.createElement('div')
  const root = createRoot(host)
  let sent: unknown
  const value = { ID: 'f0b8e0c4-1c1e-4c61-9d38-0a3c8c1c6c11', SUBJECT: 'Maintenance', CONTENT: 'Tonight', LINK: '' }
  act(() => root.render(<FieldWidget model={buildFieldModel('ANNOUNCEMENT', ANNOUNCEMENT)} value={value} onChange={(v) => (sent = v)} />))
  const labels = [...host.querySelectorAll('label')].map((l) => l.textContent?.replace(/\s*\*\s*$/, '').trim())
  expect(labels).toEqual(['Announcement', 'Subject', 'Content', 'More url'])
  expect([...host.querySelectorAll('input, textarea')].map((el) => (el as HTMLInputElement).value)).not.toContain(value.ID)
  const subject = host.querySelector('input') as HTMLInputElement
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(subject, 'Maintenance window')
    subject.dispatchEvent(new Event('input', { bubbles: true }))
  })
  expect(sent).toEqual({ ...value, SUBJECT: 'Maintenance window' })
  act(() => root.unmount())
})
