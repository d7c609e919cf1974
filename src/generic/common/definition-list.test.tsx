// @vitest-environment jsdom
// A detail's terms and values: a value with nothing to say reads "-" on every tab (never a blank that a
// reader may take for one still loading); server text stays text.
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { expect, it } from 'vitest'
import { DefinitionList } from './definition-list'

globalThis.IS_REACT_ACT_ENVIRONMENT = true

it('shows "-" for an empty value and the text of any other, as text', () => {
  const host = document.createElement('div')
  const root = createRoot(host)
  act(() =>
    root.render(
      <DefinitionList
        items={[
          { key: 'a', term: 'Comment', value: '' },
          { key: 'b', term: 'Domain', value: null },
          { key: 'c', term: 'Count', value: 0 },
          { key: 'd', term: 'Name', value: '<b>db-01</b>' },
        ]}
      />,
    ),
  )
  expect([...host.querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['-', '-', '0', '<b>db-01</b>'])
  expect(host.querySelector('b')).toBeNull()
  act(() => root.unmount())
})
