import { http, HttpResponse } from 'msw'
import { authed } from '../auth'
import { randomId } from '../lib/ids'
import { DAY_MS, parseServerDate, serverDate } from '../lib/dates'
import { defineResource, type Row } from '../resource'
import { tableOf } from '../state'

// The profile's credentials (domain §2 profile/key, temp-password, connection-token): each user sees their own.
const mine = () => (ctx: { user: { id: string } }) => (row: Row) => row.user === ctx.user.id

export const authenticationResources = [
  defineResource('access keys', { model: 'AccessKey', perm: 'authentication.accesskey', scope: mine(), defaults: (ctx) => ({ user: ctx.user.id, secret: randomId(), is_active: true }), bulkDelete: 'jms' }),
  defineResource('temp tokens', {
    model: 'TempToken',
    perm: 'authentication.temptoken',
    scope: (ctx) => (row: Row) => row.username === ctx.user.username,
    // Lifetime 300 s (shell §9).
    defaults: (ctx) => ({ username: ctx.user.username, secret: randomId().replace(/-/g, '').slice(0, 16), verified: false, is_valid: true, date_expired: serverDate(new Date(Date.now() + 300_000)) }),
    // Valid until it expires, by time or by the expire action (2.26: TempToken.is_valid).
    serialize: (row) => ({ is_valid: row.is_valid !== false && (parseServerDate(String(row.date_expired ?? ''))?.getTime() ?? 0) > Date.now() }),
  }),
  defineResource('connection tokens', { model: 'ConnectionToken', perm: 'authentication.connectiontoken', scope: mine(), defaults: (ctx) => ({ user: ctx.user.id, secret: randomId(), type: 'asset', is_valid: true, date_expired: serverDate(new Date(Date.now() + DAY_MS)) }) }),
  defineResource('super connection tokens', { model: 'ConnectionToken', perm: 'authentication.superconnectiontoken' }),
]

export const authenticationHandlers = [
  http.patch('*/api/v1/authentication/temp-tokens/:id/expire/', authed('authentication.change_temptoken|authentication.view_temptoken', ({ params }) => {
    const row = tableOf('temp tokens').update(String(params.id), { is_valid: false, date_expired: serverDate(new Date()) })
    return row ? HttpResponse.json(row) : HttpResponse.json({ detail: 'TempToken object does not exist.', code: 'object_does_not_exist' }, { status: 404 })
  })),
]
