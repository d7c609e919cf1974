import { beforeEach, describe, expect, it } from 'vitest'
import { recordedFacts } from '../catalogue/facts.generated'
import { resourceSpecs } from '../catalogue/resources.generated'
import { resources } from '../handlers'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'
import { CHOICE_NAMES } from './choices'
import { FIELD_LABELS, HELP_TEXTS } from './labels'
import { requestLanguage } from './language'

// The mock answers in the request's language as the real server does (reference §1.6, §1.11):
// labels, help texts and choice names of OPTIONS metadata, and the *_display values of rows.

/** What a console administrator meets first: the users pages, the login log, and the menus' first lists. */
const FIRST_MET = ['users', 'user groups', 'system roles', 'org roles', 'assets', 'nodes', 'system users', 'admin users', 'domains', 'labels', 'asset permissions', 'login logs', 'operate logs', 'terminal sessions']
const specs = (names: string[]) => names.map((n) => resourceSpecs.find((s) => s.resource === n)!)
const fieldsOf = (s: (typeof resourceSpecs)[number]) => [...s.fields, ...(s.writeFields ?? []), ...Object.values(s.nested).flat()].map((f) => f.name)

describe('the dictionary covers', () => {
  it('every resource an administrator meets first (they are in the catalogue)', () => {
    expect(specs(FIRST_MET).every(Boolean)).toBe(true)
  })

  it('every field shared by three resources of the catalogue or more, in Chinese and Japanese', () => {
    const count = new Map<string, number>()
    for (const s of resourceSpecs) for (const name of new Set(fieldsOf(s))) count.set(name, (count.get(name) ?? 0) + 1)
    const common = [...count].filter(([, n]) => n >= 3).map(([name]) => name)
    expect(common.length).toBeGreaterThan(100)
    expect(common.filter((name) => !FIELD_LABELS[name]?.[1] || !FIELD_LABELS[name]?.[2])).toEqual([])
  })

  it.each(FIRST_MET)('every field of %s, in Chinese and Japanese', (resource) => {
    const [spec] = specs([resource])
    expect(fieldsOf(spec).filter((name) => !FIELD_LABELS[name]?.[1] || !FIELD_LABELS[name]?.[2])).toEqual([])
  })

  it.each(FIRST_MET)('every choice of %s, in Chinese and Japanese', (resource) => {
    expect(choicesMissing(specs([resource])[0])).toEqual([])
  })

  // Beyond those, a field or a choice the dictionary lacks falls back to English unseen: every one has its
  // words, translated or, where 2.26.1 does not mark them for translation, its English in all three.
  // The resources the mock serves, as it defines them (the catalogue's, and the xpack ones it describes itself).
  const catalogue = resources.map((def) => ({ ...def.spec, resource: def.key })).filter((s) => !s.resource.startsWith('settings: '))
  it('every field of every resource of the catalogue', () => {
    expect(catalogue.length).toBeGreaterThan(100)
    expect(catalogue.flatMap((s) => fieldsOf(s).filter((name) => !FIELD_LABELS[`${s.resource}:${name}`] && !FIELD_LABELS[name]).map((name) => `${s.resource}:${name}`))).toEqual([])
  })

  it('every choice of every resource of the catalogue', () => {
    expect(catalogue.flatMap((s) => choicesMissing(s).map((c) => `${s.resource}:${c}`))).toEqual([])
  })
})

/** A resource's choices without a name in Chinese and Japanese, as choiceName looks them up (a nested one by its own name). */
function choicesMissing(spec: (typeof resourceSpecs)[number]): string[] {
  return Object.entries(spec.choices).flatMap(([key, values]) => {
    const field = key.split('.').pop()!
    const names = CHOICE_NAMES[`${spec.resource}:${field}`] ?? CHOICE_NAMES[field]
    return values.filter((v) => {
      const text = names?.[v] ?? names?.[v.toLowerCase()]
      return !text?.[1] || !text?.[2]
    }).map((v) => `${key}=${v}`)
  })
}

/**
 * The settings' labels a provider's console names its credentials with (WeCom corpid, DingTalk AppKey, an SMS
 * vendor's AccessKeyId…): the dictionary holds them in English in every language, as the administrator copies
 * them from there. Written by hand.
 */
const VENDOR_WORDS = ['corpid', 'agentid', 'secret', 'AgentId', 'AppKey', 'AppSecret', 'App ID', 'App Secret', 'AccessKeyId', 'AccessKeySecret', 'Secret id', 'Secret key', 'SDK app id', 'App key', 'App secret']

describe('the settings pages, as the recorded server labels them (catalogue/facts.generated.ts)', () => {
  const settings = Object.entries(recordedFacts).filter(([key]) => key.startsWith('settings: '))
  const fields = settings.flatMap(([key, facts]) => Object.entries(facts).filter(([path, f]) => !path.includes('.') && f.label).map(([name, f]) => ({ key, name, ...f })))

  it('are all there to check (every category the console shows)', () => {
    expect(settings.length).toBeGreaterThanOrEqual(24)
    expect(fields.length).toBeGreaterThan(200)
  })

  it('have every label in Chinese and Japanese, with the recorded English; a provider\'s own words alone stay English', () => {
    const wrong = fields.flatMap(({ key, name, label }) => {
      const text = FIELD_LABELS[`${key}:${name}`] ?? FIELD_LABELS[name]
      if (!text) return [`${key}:${name} "${label}" missing`]
      if (text[0] !== label) return [`${key}:${name} "${text[0]}" ≠ recorded "${label}"`]
      const english = text[1] === label || text[2] === label
      return english !== VENDOR_WORDS.includes(label!) ? [`${key}:${name} "${label}" ${english ? 'left in English' : 'translated'}`] : []
    })
    expect(wrong).toEqual([])
  })

  it('have every help text in Chinese and Japanese, with the recorded English', () => {
    const wrong = fields.filter((f) => f.help_text).flatMap(({ key, name, help_text }) => {
      const text = HELP_TEXTS[`${key}:${name}`] ?? HELP_TEXTS[name]
      return !text || text[0] !== help_text || !text[1] || text[1] === help_text || !text[2] || text[2] === help_text ? [`${key}:${name}`] : []
    })
    expect(wrong).toEqual([])
  })
})

describe('the language of a request', () => {
  const req = (acceptLanguage?: string) => new Request('http://mock.test/', { headers: acceptLanguage ? { 'accept-language': acceptLanguage } : {} })
  it.each([
    { cookie: 'zh-hans', header: 'ja', lang: 'zh' },
    { cookie: 'ja', header: undefined, lang: 'ja' },
    { cookie: 'fr', header: 'ja-JP,ja;q=0.9', lang: 'ja' },
    { cookie: undefined, header: 'de-DE,zh-CN;q=0.8,ja;q=0.9', lang: 'ja' },
    { cookie: undefined, header: 'de-DE,fr;q=0.5', lang: 'en' },
    { cookie: undefined, header: '*', lang: 'en' },
    { cookie: undefined, header: undefined, lang: 'en' },
  ])('cookie $cookie with Accept-Language $header is $lang', ({ cookie, header, lang }) => {
    expect(requestLanguage(req(header), cookie ? { django_language: cookie } : {})).toBe(lang)
  })
})

describe('answers in the language asked for', () => {
  let admin: Client
  beforeEach(async () => {
    resetMock({})
    admin = await signIn('admin')
  })
  type Info = { label: string; help_text?: string; choices?: { value: unknown; display_name: string }[]; children?: Record<string, Info> }
  type Meta = { actions: Record<string, Record<string, Info>> }
  const options = async (path: string, lang: string) => (await (await admin.call('OPTIONS', path, { headers: { 'accept-language': lang } })).json()) as Meta

  it('OPTIONS labels and choice names of the users', async () => {
    const zh = await options('/api/v1/users/users/?draw=1&display=1', 'zh-CN,zh;q=0.9')
    expect([zh.actions.POST.username.label, zh.actions.POST.email.label, zh.actions.POST.system_roles.label]).toEqual(['用户名', '邮箱', '系统角色'])
    expect(zh.actions.POST.mfa_level.choices!.map((c) => c.display_name)).toEqual(['禁用', '启用', '强制启用'])
    const ja = await options('/api/v1/users/users/?draw=1&display=1', 'ja')
    expect([ja.actions.GET.name.label, ja.actions.GET.source.label]).toEqual(['名前', 'ソース'])
    expect(ja.actions.GET.source.choices!.find((c) => c.value === 'local')!.display_name).toBe('ローカル')
    const en = await options('/api/v1/users/users/?draw=1&display=1', 'en-US')
    expect(en.actions.POST.mfa_level.choices!.map((c) => c.display_name)).toEqual(['Disable', 'Enable', 'Force enable'])
  })

  it('the language cookie wins over Accept-Language', async () => {
    admin.cookies.django_language = 'ja'
    const meta = await options('/api/v1/users/groups/?draw=1&display=1', 'zh-CN')
    expect(meta.actions.POST.name.label).toBe('名前')
  })

  it('help texts', async () => {
    const zh = await options('/api/v1/assets/system-users/?draw=1&display=1', 'zh')
    expect(zh.actions.POST.priority.help_text).toBe('优先级可选范围为 1-100 (数值越小越优先)')
  })

  it('a label the server does not translate keeps its English', async () => {
    const ja = await options('/api/v1/ops/celery/period-tasks/', 'ja')
    expect([ja.actions.GET.task.label, ja.actions.GET.enabled.label]).toEqual(['Task Name', '有効'])
  })

  it('the choice names of the other resources (an FTP log\'s operation, a component\'s load, a backup\'s types)', async () => {
    const display = (meta: Meta, field: string) => meta.actions.GET[field].choices!.map((c) => c.display_name)
    const zh = await options('/api/v1/audits/ftp-logs/', 'zh')
    expect(display(zh, 'operate').slice(0, 3)).toEqual(['删除', '上传', '下载'])
    const ja = await options('/api/v1/terminal/terminals/', 'ja')
    expect(ja.actions.POST.status.choices!.map((c) => c.display_name)).toEqual(['重大', '高', '正常', 'オフライン'])
    // a login's type is a plain string in 2.26.1: English in every language
    expect(display(await options('/api/v1/audits/login-logs/', 'ja'), 'type')).toEqual(['Web', 'Terminal', 'Unknown'])
  })

  it('the names of the system messages one subscribes to, and of the backends they go through', async () => {
    const list = (lang: string) => admin.call('GET', '/api/v1/notifications/system-msg-subscription/', { headers: { 'accept-language': lang } }).then((r) => r.json() as Promise<{ category_label: string; children: { message_type_label: string }[] }[]>)
    const names = (rows: Awaited<ReturnType<typeof list>>) => rows.map((c) => [c.category_label, ...c.children.map((m) => m.message_type_label)])
    expect(names(await list('zh'))).toEqual([['会话', '危险命令告警', '批量命令中的危险命令告警'], ['应用运维', '服务器性能']])
    expect(names(await list('en'))).toEqual([['Sessions', 'Danger command alert', 'Batch danger command alert'], ['App ops', 'Server performance']])
    const backends = await admin.call('GET', '/api/v1/notifications/backends/', { headers: { 'accept-language': 'ja' } }).then((r) => r.json() as Promise<{ name: string; name_display: string }[]>)
    expect(backends.find((b) => b.name === 'site_msg')?.name_display).toBe('サイト内メッセージ')
  })

  it('the settings pages: labels and help texts in the language asked for, the recorded English otherwise', async () => {
    const basic = '/api/v1/settings/setting/?category=basic'
    const zh = await options(basic, 'zh-CN,zh;q=0.9')
    expect([zh.actions.PUT.SITE_URL.label, zh.actions.PUT.SITE_URL.help_text, zh.actions.PUT.ANNOUNCEMENT.children!.SUBJECT.label]).toEqual(['站点 URL', '例如：http://dev.jumpserver.org:8080', '主题'])
    const ja = await options('/api/v1/settings/setting/?category=auth', 'ja')
    expect([ja.actions.PUT.AUTH_CAS.label, ja.actions.PUT.FORGOT_PASSWORD_URL.label, ja.actions.PUT.FORGOT_PASSWORD_URL.help_text]).toEqual(['CAS認証', 'パスワードを忘れた場合のURL', undefined])
    expect((await options('/api/v1/settings/setting/?category=cas', 'ja')).actions.PUT.AUTH_CAS.label).toBe('CAS認証を有効にする')
    const en = await options(basic, 'en')
    expect([en.actions.PUT.SITE_URL.label, en.actions.PUT.SITE_URL.help_text]).toEqual(['Site url', 'eg: http://dev.jumpserver.org:8080'])
  })

  it('the *_display values of rows', async () => {
    const rows = (lang: string) => admin.call('GET', '/api/v1/users/users/?search=ldapuser', { headers: { 'accept-language': lang } }).then((r) => r.json() as Promise<Record<string, string>[]>)
    const [zh] = await rows('zh')
    expect([zh.source_display, zh.mfa_level_display, zh.system_roles_display]).toEqual(['LDAP/AD', '禁用', '用户'])
    const [ja] = await rows('ja')
    expect([ja.mfa_level_display, ja.system_roles_display]).toEqual(['無効', 'ユーザー'])
    const logs = await admin.call('GET', '/api/v1/audits/login-logs/?limit=50', { headers: { 'accept-language': 'zh' } }).then((r) => r.json() as Promise<{ results: Record<string, string>[] }>)
    const failed = logs.results.find((l) => l.reason === 'password_failed')!
    expect([failed.type_display, failed.status_display, failed.reason_display]).toEqual(['Web', '失败', '用户名/密码 校验失败'])
  })
})
