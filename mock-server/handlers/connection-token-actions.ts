import { http, HttpResponse } from 'msw'
import { authed, type AuthedContext } from '../session/sessions'
import { randomId } from '../store/id-generator'
import { DAY_MS, parseServerDate, serverDate } from '../drf/dates'
import { drfError, objectNotFound, validationError } from '../drf/errors'
import { tableOf } from '../store/live-state'
import { userById } from '../store/lookups'
import { grantedSystemUsersOn, validPermissionsOf } from './perms'

// The extra actions of ConnectionTokenViewSet and SuperConnectionTokenViewSet (authentication/api/
// connection_token.py, v2.26.1), the calls a client (the console's "connect with a client", Koko, Lion)
// makes: client-url/ and rdp/file/ create a token from the body (POST) or the query (GET) and answer the
// jms:// URL or the .rdp file; secret-info/detail/ gives a component the token's secret; the super token's
// renewal/ moves its expiry. The super token's viewset lists only create and renewal in its rbac_perms, so
// the server refuses its other actions to everyone (403 "Action not allowed"): the mock does the same.

const BASE = '*/api/v1/authentication/connection-token'
const SUPER = '*/api/v1/authentication/super-connection-token'
const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i
const RELATED: Record<string, string> = { asset: 'assets', application: 'applications', system_user: 'system users' }
/** rbac_perms of SuperConnectionTokenViewSet, then RBACPermission's default actions, in the server's order. */
const SUPER_ACTIONS = 'create,renewal,list,retrieve,update,partial_update,destroy,bulk_update,partial_bulk_update,bulk_destroy,render_to_json,metadata,GET,OPTIONS,HEAD,POST,PUT,PATCH,DELETE'

type Ctx = AuthedContext
type Token = Record<string, unknown> & { id: string }

async function bodyOf(request: Request): Promise<Record<string, unknown>> {
  if (request.method === 'GET') return Object.fromEntries(new URL(request.url).searchParams)
  const body = (await request.json().catch(() => ({}))) as unknown
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
}

/** ConnectionTokenSerializer: the related pks, then "Asset or application required" (its validate()). */
function validateToken(data: Record<string, unknown>): { errors?: Record<string, unknown>; token?: Omit<Token, 'id'> } {
  const errors: Record<string, unknown> = {}
  const picked: Record<string, string | null> = {}
  for (const [field, key] of Object.entries(RELATED)) {
    const value = data[field]
    if (value === undefined || value === null || value === '') {
      picked[field] = null
      continue
    }
    if (typeof value !== 'string') errors[field] = [`Incorrect type. Expected pk value, received ${Array.isArray(value) ? 'list' : typeof value}.`]
    else if (!UUID.test(value)) errors[field] = [`“${value}” is not a valid UUID.`]
    else if (!tableOf(key).get(value)) errors[field] = [`Invalid pk "${value}" - object does not exist.`]
    else picked[field] = value
  }
  if (Object.keys(errors).length) return { errors }
  if (!picked.asset && !picked.application) return { errors: { non_field_errors: ['Asset or application required'] } }
  const secret = typeof data.secret === 'string' && data.secret ? data.secret : randomId().replace(/-/g, '').slice(0, 16)
  return { token: { ...picked, type: picked.asset ? 'asset' : 'application', secret, is_valid: true, date_expired: serverDate(new Date(Date.now() + DAY_MS)) } }
}

/** check_user_has_resource_permission: an asset permission (or application permission) granting both. */
function permissionError(ctx: Ctx, token: Omit<Token, 'id'>): string | undefined {
  const { asset, application, system_user: systemUser } = token as Record<string, string | null>
  // has_asset_system_permission: the system user is among those the user's permissions in force grant on the
  // asset (directly or through a node above it); has_application_system_permission: a permission in force
  // names both the application and the system user.
  const assetRow = asset ? tableOf('assets').get(asset) : undefined
  const grantsAsset = () => !!assetRow && !!grantedSystemUsersOn(ctx.user.id, assetRow).get(systemUser ?? '')
  const grantsApplication = (id: string) =>
    validPermissionsOf(ctx.user.id, 'application permissions').some((p) => ((p.system_users as string[]) ?? []).includes(systemUser ?? '') && ((p.applications as string[]) ?? []).includes(id))
  if (asset && !grantsAsset()) return `User not has this asset and system user permission: user=${ctx.user.id} system_user=${systemUser ?? 'None'} asset=${asset}`
  if (application && !grantsApplication(application)) return `User not has this application and system user permission: user=${ctx.user.id} system_user=${systemUser ?? 'None'} application=${application}`
  return undefined
}

/** create_connection_token + check_token_valid: the stored token, or the answer refusing it. */
async function createToken(ctx: Ctx): Promise<Token | Response> {
  const checked = validateToken(await bodyOf(ctx.request))
  if (checked.errors) return validationError(checked.errors)
  const refused = permissionError(ctx, checked.token!)
  if (refused) return drfError(403, refused, 'permission_denied')
  return tableOf('connection tokens').insert({ ...checked.token!, id: randomId(), user: ctx.user.id, created_by: ctx.user.username, date_created: serverDate(new Date()) }) as Token
}

const nameOf = (token: Token) => String(tableOf('assets').get(String(token.asset ?? ''))?.hostname ?? tableOf('applications').get(String(token.application ?? ''))?.name ?? '*')
/** get_connect_filename: {username}-{asset or application}-jumpserver, '/', '\' and '.' made '_', URL-quoted. */
const filenameOf = (ctx: Ctx, token: Token) => encodeURIComponent(`${ctx.user.username}-${nameOf(token)}`.replace(/[/\\.]/g, '_') + '-jumpserver')
/** EndpointRule.match_endpoint: the mock's default endpoint, its host that of the request when empty. */
function endpoint(ctx: Ctx): { host: string; ssh_port: number; rdp_port: number } {
  const row = tableOf('endpoints').all().find((e) => e.name === 'Default')
  return { host: String(row?.host || new URL(ctx.request.url).hostname), ssh_port: Number(row?.ssh_port ?? 2222), rdp_port: Number(row?.rdp_port ?? 3389) }
}

function rdpFile(ctx: Ctx, token: Token): string {
  const q = new URL(ctx.request.url).searchParams
  const at = endpoint(ctx)
  const options: [string, string][] = [
    ['full address:s', `${at.host}:${at.rdp_port}`], ['username:s', `${ctx.user.username}|${token.id}`], ['use multimon:i', '0'],
    ['session bpp:i', '32'], ['audiomode:i', '0'], ['disable wallpaper:i', '0'], ['disable full window drag:i', '0'],
    ['disable menu anims:i', '0'], ['disable themes:i', '0'], ['alternate shell:s', ''], ['shell working directory:s', ''],
    ['authentication level:i', '2'], ['connect to console:i', '0'], ['disable cursor setting:i', '0'], ['allow font smoothing:i', '1'],
    ['allow desktop composition:i', '1'], ['redirectprinters:i', '0'], ['prompt for credentials on client:i', '0'],
    ['autoreconnection enabled:i', '1'], ['bookmarktype:i', '3'], ['use redirection server name:i', '0'], ['smart sizing:i', '1'],
    ['screen mode id:i', /^(1|true|yes)$/i.test(q.get('full_screen') ?? '') ? '2' : '1'],
  ]
  const width = q.get('width')
  const height = q.get('height')
  if (width && height) options.push(['desktopwidth:i', width], ['desktopheight:i', height], ['winposstr:s:', `0,1,0,0,${width},${height}`])
  return options.map(([k, v]) => `${k}:${v}\n`).join('')
}

const clientUrl = (ctx: Ctx) => async () => {
  const token = await createToken(ctx)
  if (token instanceof Response) return token
  const protocol = String(tableOf('system users').get(String(token.system_user ?? ''))?.protocol ?? '')
  const at = endpoint(ctx)
  let data: Record<string, string>
  if (protocol === 'rdp') data = { filename: filenameOf(ctx, token), protocol, username: ctx.user.username, token: '', config: rdpFile(ctx, token) }
  else if (protocol === 'ssh') {
    const ssh = JSON.stringify({ ip: at.host, port: String(at.ssh_port), username: `JMS-${token.id}`, password: token.secret })
    data = { filename: filenameOf(ctx, token), protocol, username: ctx.user.username, token: ssh, config: '' }
  } else return HttpResponse.json({ error: `Protocol not support: ${protocol || 'None'}` }, { status: 400 })
  return HttpResponse.json({ url: `jms://${Buffer.from(JSON.stringify(data)).toString('base64')}` })
}

const rdpFileAnswer = (ctx: Ctx) => async () => {
  const token = await createToken(ctx)
  if (token instanceof Response) return token
  return new HttpResponse(rdpFile(ctx, token), { headers: { 'Content-Type': 'application/octet-stream', 'Content-Disposition': `attachment; filename*=UTF-8''${filenameOf(ctx, token)}.rdp` } })
}

/** ConnectionTokenSecretSerializer, from the mock's rows (gateways and command filter rules it does not model stay empty). */
function secretInfo(token: Token): Record<string, unknown> {
  const user = userById(String(token.user ?? ''))
  const asset = tableOf('assets').get(String(token.asset ?? ''))
  const app = tableOf('applications').get(String(token.application ?? ''))
  const su = tableOf('system users').get(String(token.system_user ?? ''))
  const domain = asset?.domain ? tableOf('domains').get(String(asset.domain)) : undefined
  return {
    id: token.id, secret: token.secret, type: token.type,
    user: user ? { id: user.id, name: user.name, username: user.username, email: user.email } : null,
    asset: asset ? { id: asset.id, hostname: asset.hostname, ip: asset.ip, protocols: asset.protocols ?? [], org_id: asset.org_id } : null,
    application: app ? { id: app.id, name: app.name, category: app.category, type: app.type, attrs: app.attrs ?? {}, org_id: app.org_id } : null,
    system_user: su ? { id: su.id, name: su.name, username: su.username, password: su.password ?? '', private_key: su.private_key ?? '', protocol: su.protocol, ad_domain: su.ad_domain ?? '', org_id: su.org_id } : null,
    remote_app: null, cmd_filter_rules: [],
    domain: domain ? { id: domain.id, name: domain.name, gateways: [] } : null,
    gateway: null, actions: ['all'], expired_at: Math.floor((parseServerDate(String(token.date_expired))?.getTime() ?? Date.now()) / 1000),
  }
}

const expired = (token: Token) => token.is_valid === false || (parseServerDate(String(token.date_expired ?? ''))?.getTime() ?? 0) <= Date.now()

/**
 * get_object_or_404(ConnectionToken, pk=body.token): a token that is no UUID makes Django's UUIDField raise a
 * ValidationError the server leaves unhandled (a 500); the mock answers 400 naming the field instead.
 */
async function tokenOfBody(ctx: Ctx): Promise<Token | Response> {
  const id = (await bodyOf(ctx.request)).token
  const text = typeof id === 'string' ? id : ''
  if (!UUID.test(text)) return validationError({ token: [`“${text}” is not a valid UUID.`] })
  return (tableOf('connection tokens').get(text) as Token | undefined) ?? objectNotFound('ConnectionToken')
}

const secretDetail = (ctx: Ctx) => async () => {
  const token = await tokenOfBody(ctx)
  if (token instanceof Response) return token
  if (expired(token)) return drfError(403, `Connection token expired at: ${String(token.date_expired)}`, 'permission_denied')
  return HttpResponse.json(secretInfo(token))
}

const notAllowed = (action: string) => authed(null, () => drfError(403, `Action not allowed: ${action}, only \`${SUPER_ACTIONS}\` supported`, 'permission_denied'))

export const connectionTokenActionHandlers = [
  http.all(`${BASE}/client-url/`, authed('authentication.add_connectiontoken', (ctx) => (['GET', 'POST'].includes(ctx.request.method) ? clientUrl(ctx)() : drfError(405, `Method "${ctx.request.method}" not allowed.`, 'method_not_allowed')))),
  http.all(`${BASE}/rdp/file/`, authed('authentication.add_connectiontoken', (ctx) => (['GET', 'POST'].includes(ctx.request.method) ? rdpFileAnswer(ctx)() : drfError(405, `Method "${ctx.request.method}" not allowed.`, 'method_not_allowed')))),
  // The view checks the permission twice ("Not allow to view secret" when the second check fails).
  http.post(`${BASE}/secret-info/detail/`, authed('authentication.view_connectiontokensecret', (ctx) => secretDetail(ctx)())),
  http.all(`${SUPER}/client-url/`, notAllowed('get_client_protocol_url')),
  http.all(`${SUPER}/rdp/file/`, notAllowed('get_rdp_file')),
  http.post(`${SUPER}/secret-info/detail/`, notAllowed('get_secret_detail')),
  http.patch(`${SUPER}/:id/expire/`, notAllowed('expire')),
  http.patch(`${SUPER}/renewal/`, authed('authentication.add_superconnectiontoken', async (ctx) => {
    const token = await tokenOfBody(ctx)
    if (token instanceof Response) return token
    if (expired(token)) return drfError(403, `Token is expired at: ${String(token.date_expired)}`, 'permission_denied')
    const date = serverDate(new Date(Date.now() + DAY_MS))
    tableOf('connection tokens').update(token.id, { date_expired: date })
    return HttpResponse.json({ ok: true, msg: `Token is renewed, date expired: ${String(token.date_expired)}` })
  })),
]
