import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { FieldInfo } from '@/shared/api/resource'
import { validateField } from './validation'

// Shell §5 / domain §5: JSON fields must parse, and an attribute map must map something to username.
const json: FieldInfo = { type: 'field', required: false }
const requiredJson: FieldInfo = { type: 'field', required: true }

describe('JSON fields (shell §5)', () => {
  it('accept JSON and refuse what does not parse', () => {
    expect(validateField('meta', 'json', json, '{"a": [1, 2, {"b": null}]}', false)).toBeNull()
    expect(validateField('meta', 'json', json, '[]', false)).toBeNull()
    expect(validateField('meta', 'json', json, "{'a': 1}", false)).toBe('errors:invalidJson')
    expect(validateField('meta', 'json', json, '{"a": 1,}', false)).toBe('errors:invalidJson')
    expect(validateField('meta', 'json', requiredJson, '  ', false)).toBe('errors:fieldRequired')
  })

  it('accept whatever JSON.stringify writes, and refuse any text JSON.parse refuses', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (v) => {
        expect(validateField('meta', 'json', json, JSON.stringify(v), false)).toBeNull()
      }),
    )
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (text) => {
        let parses = true
        try {
          JSON.parse(text)
        } catch {
          parses = false
        }
        fc.pre(!parses && text.trim() !== '' && !/\p{Extended_Pictographic}/u.test(text))
        expect(validateField('meta', 'json', json, text, false)).toBe('errors:invalidJson')
      }),
    )
  })
})

describe('attribute maps (shell §5, domain §5)', () => {
  it('must map one of the directory attributes to username', () => {
    expect(validateField('AUTH_LDAP_USER_ATTR_MAP', 'json', json, '{"uid": "username", "mail": "email"}', false)).toBeNull()
    expect(validateField('attr_map', 'json', json, '{"cn": "name", "mail": "email"}', false)).toBe('errors:attrMapNeedsUsername')
    expect(validateField('AUTH_OPENID_USER_ATTR_MAP', 'json', json, '["username"]', false)).toBe('errors:attrMapNeedsUsername')
  })

  it('leaves other JSON fields free to hold no username', () => {
    expect(validateField('meta', 'json', json, '{"cn": "name"}', false)).toBeNull()
  })
})
