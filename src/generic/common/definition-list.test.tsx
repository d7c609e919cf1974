import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { DefinitionList } from './definition-list'

describe('DefinitionList', () => {
  it('pairs each term with its value, in the order given', () => {
    const html = renderToStaticMarkup(
      <DefinitionList
        label="Licence"
        items={[
          { key: 'corporation', term: 'Corporation', value: 'Acme' },
          { key: 'assets', term: 'Assets', value: '5000' },
        ]}
      />,
    )
    const pairs = [...html.matchAll(/<dt[^>]*>(.*?)<\/dt><dd[^>]*>(.*?)<\/dd>/g)].map((m) => [m[1], m[2]])
    expect(pairs).toEqual([
      ['Corporation', 'Acme'],
      ['Assets', '5000'],
    ])
    expect(html).toMatch(/^<dl[^>]* aria-label="Licence"/)
  })

  it('shows server text as text, never as markup', () => {
    const html = renderToStaticMarkup(<DefinitionList items={[{ key: 'name', term: 'Name', value: '<img src=x onerror=alert(1)>' }]} />)
    expect(html).not.toContain('<img')
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;')
  })

  it('passes attributes to the value cell', () => {
    const html = renderToStaticMarkup(<DefinitionList items={[{ key: 'password', term: 'Password', value: 's3cret', valueProps: { 'data-secret': 'password' } }]} />)
    expect(html).toMatch(/<dd[^>]*\bdata-secret="password"[^>]*>s3cret<\/dd>/)
  })
})
