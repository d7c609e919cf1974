import fc from 'fast-check'
import type { TFunction } from 'i18next'
import { describe, expect, it } from 'vitest'
import { initI18n } from '@/shared/i18n'
import { fieldLabel, fieldText } from './field-text'

const t = (await initI18n('en')).getFixedT('en') as TFunction
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i
const MFA = { type: 'choice', label: 'MFA', choices: [0, 1, 2].map((value, i) => ({ value, display_name: ['Disable', 'Enable', 'Force enable'][i] })) }

describe('labels (issue 22)', () => {
  it('a display field takes the label of the field it names, or its own without " display"', () => {
    const fields = { users: { type: 'field', label: 'User' }, users_display: { type: 'list', label: 'Users display' }, mfa_level_display: { type: 'field', label: 'MFA level display' }, org_id: { type: 'field', label: 'Organization' }, org_name: { type: 'field', label: 'Org name' } }
    expect(fieldLabel('users_display', fields)).toBe('User')
    expect(fieldLabel('mfa_level_display', fields)).toBe('MFA level')
    expect(fieldLabel('org_name', fields)).toBe('Organization')
  })

  it('no label made from any word ends in " display"', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}$/), fc.stringMatching(/^[A-Za-z ]{1,12}$/), (name, words) => {
        const label = fieldLabel(`${name}_display`, { [`${name}_display`]: { type: 'field', label: `${words} display` } })
        expect(label.toLowerCase().endsWith(' display')).toBe(false)
      }),
    )
  })
})

describe('values as words (issue 22)', () => {
  it('a nested object shows each non-empty part under its OPTIONS label, never as JSON (domain §3 ACL rule)', () => {
    const info = { type: 'nested object', label: 'Asset', children: { ip_group: { type: 'list', label: 'IP group' }, hostname_group: { type: 'list', label: 'Hostname group' } } }
    expect(fieldText('assets', { assets: { ip_group: ['10.0.0.0/24', '10.1.0.1'], hostname_group: ['web-*'] } }, info, t)).toBe('IP group: 10.0.0.0/24, 10.1.0.1; Hostname group: web-*')
    expect(fieldText('rules', { rules: { ip_group: ['*'], time_period: [] } }, undefined, t)).toBe('Ip group: *')
  })

  it('a part the server gives no label is named in the console\'s words, in the language shown (a plan\'s password rules)', async () => {
    const zh = (await initI18n('zh')).getFixedT('zh') as TFunction
    expect(fieldText('password_rules', { password_rules: { length: 30 } }, undefined, zh)).toBe('长度: 30')
    expect(fieldText('attrs', { attrs: { access_key_id: 'LTAI…' } }, undefined, t)).toBe('Access key ID: LTAI…')
  })

  it("a nested object's own id is left out: its other parts name it (an application's asset_info)", () => {
    const id = '6b1c9a3e-2f4d-4c6b-9e1a-00000000aaaa'
    const text = fieldText('attrs', { attrs: { asset_info: { id, hostname: 'db-01' }, path: 'C:\\app.exe' } }, undefined, t)
    expect(text).toContain('db-01')
    expect(text).not.toMatch(UUID)
    // Beside the asset it names, `asset_info` is not said twice: the asset is named once.
    expect(fieldText('attrs', { attrs: { asset_info: { id, hostname: 'db-01' }, asset: id, path: 'C:\\app.exe' } }, undefined, t, { [id]: 'db-01' })).toBe('Asset: db-01; Path: C:\\app.exe')
    // A related object's id (not the nested object's own) is still named, never shown.
    expect(fieldText('run', { run: { id, task: id } }, undefined, t, {})).not.toMatch(UUID)
  })

  it('a choice shows its display name, a list of choices each of theirs', () => {
    expect(fieldText('mfa_level', { mfa_level: 2 }, MFA, t)).toBe('Force enable')
    const actions = { type: 'multiple choice', choices: [{ value: 'connect', display_name: 'Connect' }, { value: 'upload_file', display_name: 'Upload file' }] }
    expect(fieldText('actions', { actions: ['connect', 'upload_file'] }, actions, t)).toBe('Connect, Upload file')
  })

  it('a list holding "all" shows "All" alone, not every choice after it (a 2.26.1 permission of all actions)', () => {
    const names = ['all', 'connect', 'upload_file', 'download_file', 'updownload', 'clipboard_copy', 'clipboard_paste', 'clipboard_copy_paste']
    const words = ['All', 'Connect', 'Upload file', 'Download file', 'Upload download', 'Clipboard copy', 'Clipboard paste', 'Clipboard copy paste']
    const actions = { type: 'multiple choice', choices: names.map((value, i) => ({ value, display_name: words[i] })) }
    expect(fieldText('actions', { actions: names }, actions, t)).toBe('All')
    expect(fieldText('actions', { actions: ['connect', 'all'] }, actions, t)).toBe('All')
    expect(fieldText('actions', { actions: ['connect', 'download_file'] }, actions, t)).toBe('Connect, Download file')
  })

  it('reachability reads Reachable / Unreachable / Unknown whatever the server calls it (domain §4)', () => {
    const info = { type: 'choice', choices: [{ value: 'ok', display_name: 'Ok' }, { value: 'failed', display_name: 'Failed' }, { value: 'unknown', display_name: 'Unknown' }] }
    expect(['ok', 'failed', 'unknown'].map((v) => fieldText('connectivity', { connectivity: v }, info, t))).toEqual(['Reachable', 'Unreachable', 'Unknown'])
  })

  it('component load reads Normal / High / Critical / Offline; another status keeps the server name (domain §4)', () => {
    const load = { type: 'choice', choices: ['normal', 'high', 'critical', 'offline'].map((v) => ({ value: v, display_name: `load-${v}` })) }
    expect(['normal', 'high', 'critical', 'offline'].map((v) => fieldText('status', { status: v }, load, t))).toEqual(['Normal', 'High', 'Critical', 'Offline'])
    const ticket = { type: 'choice', choices: [{ value: 'open', display_name: 'Open' }] }
    expect(fieldText('status', { status: 'open' }, ticket, t)).toBe('Open')
  })

  it('a relation shows the server display, else the names looked up, never an id', () => {
    const a = '0000aaaa-0000-4000-8000-000000000001'
    const b = '0000aaaa-0000-4000-8000-000000000002'
    expect(fieldText('org_id', { org_id: a, org_name: 'Default' }, undefined, t)).toBe('Default')
    expect(fieldText('nodes', { nodes: [a], nodes_display: ['/Default'] }, undefined, t)).toBe('/Default')
    expect(fieldText('users', { users: [a, b] }, undefined, t, { [a]: 'Ann(ann)' })).toBe('Ann(ann), 1 (names not available)')
    expect(fieldText('users', { users: [a] }, undefined, t, null)).toBe('Loading names…')
  })

  it('no list of ids is ever shown as ids, whichever of them have names', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.uuid(), { minLength: 1, maxLength: 6 }), fc.array(fc.boolean(), { minLength: 6, maxLength: 6 }), (ids, named) => {
        const names = Object.fromEntries(ids.filter((_, i) => named[i]).map((id, i) => [id, `name ${i}`]))
        expect(fieldText('users', { users: ids }, undefined, t, names)).not.toMatch(UUID)
      }),
    )
  })
})
