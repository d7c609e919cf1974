import { describe, expect, it } from 'vitest'
import type { Client } from '../entry/test-client'
import { againstRecording } from './against-recording'
import { FIELD_LABELS } from '../i18n/labels'
import { CHOICE_NAMES } from '../i18n/choices'
import { labelCount, labelDiff, leftInEnglish, mockPath, recorded, recordedEndpoints, recordingPresent } from './recorded'

// The labels of the fields a form writes (OPTIONS actions.POST/PUT.<field>.label), and of those an endpoint
// that writes nothing describes under GET (site messages, login logs), which the console shows as form,
// column and detail labels, equal what the recorded v2.26.1 server answered, in the recording's language
// (English: its README, `language en`). Nothing may differ but the EXCEPTIONS, each with its reason: a label
// the mock words otherwise is a difference the console shows. The zh and ja words are the dictionary's
// (mock-server/i18n/labels.ts). CI has the recording beside the checkout; without it this test fails.

type Actions = Record<string, Record<string, Record<string, unknown>>>

/** Differences kept, by endpoint: a pattern of the diff line and why, from the server's source. Written by hand. */
const EXCEPTIONS: { endpoint: RegExp; line: RegExp; reason: string }[] = []

let admin: Client
const compared = { labels: 0 }

describe("the mock labels fields as the recorded v2.26.1 server does", () => {
  againstRecording((client) => (admin = client))

  const endpoints = recordingPresent() ? recordedEndpoints().filter((e) => e.OPTIONS === 200) : []
  it.each(endpoints.map((e) => [e.name, e.path] as const))('%s %s: the same labels, in English', async (name, path) => {
    const real = (recorded(name, 'OPTIONS').body as { actions?: Actions }).actions ?? {}
    const res = await admin.call('OPTIONS', await mockPath(admin, path), { headers: { 'accept-language': 'en' } })
    expect(res.status).toBe(200)
    const mock = ((await res.json()) as { actions?: Actions }).actions ?? {}
    compared.labels += labelCount(real)
    expect(labelDiff(real, mock).filter((line) => !EXCEPTIONS.some((e) => e.endpoint.test(name) && e.line.test(line)))).toEqual([])
  })

  // In Chinese and Japanese every such label is translated (mock-server/i18n/labels.ts), but for the
  // words the dictionary holds in English in every language, each with its reason there: a label the server
  // answers untranslated (Django's default "Id", a label written plainly, a serializer field declared without
  // one, a model field without a verbose name), or a provider's own name for a credential (WeCom corpid). A label missing from the dictionary falls
  // back to English, which this reports. (Japanese writes some as English does: OS, MFA, DingTalk.) The same for
  // the names of a field's choices (mock-server/i18n/choices.ts): held in English are the names 2.26.1 gives as
  // plain strings (a platform's base, a login's type) and proper names (SSH, MySQL, Elasticsearch).
  const sameAsEnglish = (texts: readonly (readonly [string, string, string])[], lang: number) => new Set(texts.filter((text) => text[lang] === text[0]).map(([en]) => en))
  const choiceTexts = Object.values(CHOICE_NAMES).flatMap((names) => Object.values(names))
  const untranslated = [1, 2].map((lang) => ({ labels: sameAsEnglish(Object.values(FIELD_LABELS), lang), choices: sameAsEnglish(choiceTexts, lang) }))
  it.each(endpoints.map((e) => [e.name, e.path] as const))('%s %s: the same labels and choice names in Chinese and Japanese, not left in English', async (name, path) => {
    const real = (recorded(name, 'OPTIONS').body as { actions?: Actions }).actions ?? {}
    const url = await mockPath(admin, path)
    const left: string[] = []
    for (const [i, lang] of [[0, 'zh'], [1, 'ja']] as const) {
      const mock = ((await (await admin.call('OPTIONS', url, { headers: { 'accept-language': lang } })).json()) as { actions?: Actions }).actions ?? {}
      left.push(...leftInEnglish(real, mock, untranslated[i]).map((line) => `${lang} ${line}`))
    }
    expect(left).toEqual([])
  })

  it('compares the labels of every field the recording describes', () => {
    console.info(`labels compared (POST, PUT and GET, nested fields too): ${compared.labels}`)
    expect(compared.labels).toBeGreaterThanOrEqual(2000)
  })

  // The server translates a label its source marks for translation (gettext) with its django.po, and answers
  // any other in English in every language: Django's default verbose name ("Id"), a label written plainly
  // (terminal/serializers/terminal.py `label='Is active'`).
  it.each([
    ['zh', '/api/v1/assets/assets/', { nodes: '节点', is_active: '激活', labels: '标签管理', number: '资产编号', id: 'Id' }],
    ['ja', '/api/v1/assets/assets/', { nodes: 'ノード', is_active: 'アクティブです。', labels: 'ラベル', number: '資産番号', id: 'Id' }],
    ['zh', '/api/v1/assets/system-users/', { passphrase: '密钥密码', su_enabled: '用户切换', sftp_root: 'SFTP根路径' }],
    ['ja', '/api/v1/assets/system-users/', { passphrase: 'キーパスワード', su_enabled: 'ユーザースイッチ', sftp_root: 'SFTPルート' }],
    ['zh', '/api/v1/terminal/terminals/', { is_active: 'Is active', remote_addr: '远端地址' }],
  ] as const)('answers %s labels in the server\'s words (%s)', async (lang, path, labels) => {
    const res = await admin.call('OPTIONS', path, { headers: { 'accept-language': lang } })
    const fields = ((await res.json()) as { actions: Actions }).actions.POST
    expect(Object.fromEntries(Object.keys(labels).map((k) => [k, fields[k]?.label]))).toEqual(labels)
  })

  // An endpoint that writes nothing describes its fields under GET, in the same words: translated where the
  // source marks them (audits.UserLoginLog's verbose names; django_celery_beat's, which only its zh_Hans
  // catalogue and JumpServer's "Enabled" translate), English where it does not (SiteMessage's bare fields).
  it.each([
    ['zh', '/api/v1/audits/login-logs/', { datetime: '登录日期', city: '登录城市', type: '登录方式', mfa: 'MFA' }],
    ['ja', '/api/v1/audits/my-login-logs/', { datetime: 'ログイン日時', backend: '認証方式' }],
    ['zh', '/api/v1/ops/celery/period-tasks/', { enabled: '已启用', description: '说明', task: 'Task Name' }],
    ['ja', '/api/v1/ops/celery/period-tasks/', { enabled: '有効', description: 'Description', last_run_at: 'Last Run Datetime' }],
    ['zh', '/api/v1/notifications/site-message/', { subject: 'Subject', has_read: 'Has read' }],
    ['ja', '/api/v1/audits/command-execution-logs/', { hosts_display: 'ホスト名', run_as_display: '実行ユーザー名' }],
  ] as const)('answers %s labels of a read-only endpoint in the server\'s words (%s)', async (lang, path, labels) => {
    const res = await admin.call('OPTIONS', path, { headers: { 'accept-language': lang } })
    const fields = ((await res.json()) as { actions: Actions }).actions.GET
    expect(Object.fromEntries(Object.keys(labels).map((k) => [k, fields[k]?.label]))).toEqual(labels)
  })

  it('reports a label or a choice name left in English, a nested one too, but for the words named untranslated', () => {
    const ops = (...names: string[]) => names.map((n, i) => ({ value: ['Upload', 'Mkdir', 'ssh'][i], display_name: n }))
    const real = { POST: { is_alive: { label: 'Is alive' }, id: { label: 'Id' }, stat: { label: 'Stat', children: { sessions: { label: 'Sessions' } } } }, GET: { name: { label: 'Name' }, subject: { label: 'Subject' }, operate: { label: 'Operate', choices: ops('Upload', 'Mkdir', 'SSH') } } }
    const mock = { POST: { is_alive: { label: 'Is alive' }, id: { label: 'Id' }, stat: { label: '统计', children: { sessions: { label: 'Sessions' } } } }, GET: { name: { label: 'Name' }, subject: { label: '主题' }, operate: { label: '操作', choices: ops('上传', 'Mkdir', 'SSH') } } }
    expect(leftInEnglish(real, mock, { labels: new Set(['Id']), choices: new Set(['SSH']) })).toEqual(['POST.is_alive: "Is alive"', 'POST.stat.children.sessions: "Sessions"', 'GET.name: "Name"', 'GET.operate=Mkdir: "Mkdir"'])
  })

  it('reports a label worded otherwise, one the mock lacks and a nested one (the comparison can fail)', () => {
    const real = {
      POST: { nodes: { label: 'Nodes' }, id: { label: 'Id' }, attrs: { label: 'Attrs', children: { use_ssl: { label: 'Use SSL' } } } },
      PUT: { is_active: { label: 'Is active' }, rules: { label: 'Rules', child: { children: { ip_group: { label: 'IP' } } } } },
      GET: { name: { label: 'Name' } },
    }
    const mock = {
      POST: { nodes: { label: 'Node' }, id: { label: 'Id' }, attrs: { label: 'Attrs', children: { use_ssl: { label: 'Use ssl' } } } },
      PUT: { rules: { label: 'Rules', child: { children: { ip_group: { label: 'IP' } } } } },
      GET: { name: { label: 'Named' } },
    }
    expect(labelDiff(real, mock)).toEqual(['POST.nodes.label: "Nodes" ≠ "Node"', 'POST.attrs.children.use_ssl.label: "Use SSL" ≠ "Use ssl"', 'PUT.is_active.label: "Is active" ≠ –', 'GET.name.label: "Name" ≠ "Named"'])
    expect(labelCount(real)).toBe(8)
  })
})
