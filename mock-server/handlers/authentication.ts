import { http, HttpResponse } from 'msw'
import { authed } from '../session/sessions'
import { randomId } from '../store/id-generator'
import { DAY_MS, parseServerDate, serverDate } from '../drf/dates'
import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'
import { choiceName } from '../i18n'

// The profile's credentials (domain §2 profile/key, temp-password, connection-token): each user sees their own.
type Owner = { id: string; username: string }
/** Whose row it is: access keys and connection tokens name the user's id, temp tokens the username. */
const ownedById = (row: Row, user: Owner) => row.user === user.id
const ownedByUsername = (row: Row, user: Owner) => row.username === user.username
const mine = (owns: (row: Row, user: Owner) => boolean) => (ctx: { user: Owner }) => (row: Row) =>
  owns(row, ctx.user)

/** Valid until it expires, by time or by the expire action (2.26: TempToken / ConnectionToken is_valid). */
const validUntilExpired = (row: Row) => ({
  is_valid:
    row.is_valid !== false && (parseServerDate(String(row.date_expired ?? ''))?.getTime() ?? 0) > Date.now(),
})

export const authenticationResources = [
  defineResource('access keys', {
    model: 'AccessKey',
    perm: 'authentication.accesskey',
    scope: mine(ownedById),
    defaults: (ctx) => ({ user: ctx.user.id, secret: randomId(), is_active: true }),
    bulkDelete: 'jms',
  }),
  defineResource('temp tokens', {
    model: 'TempToken',
    perm: 'authentication.temptoken',
    scope: mine(ownedByUsername),
    // Lifetime 300 s (shell §9).
    defaults: (ctx) => ({
      username: ctx.user.username,
      secret: randomId().replace(/-/g, '').slice(0, 16),
      verified: false,
      is_valid: true,
      date_expired: serverDate(new Date(Date.now() + 300_000)),
    }),
    serialize: validUntilExpired,
  }),
  defineResource('connection tokens', {
    model: 'ConnectionToken',
    perm: 'authentication.connectiontoken',
    scope: mine(ownedById),
    defaults: (ctx) => ({
      user: ctx.user.id,
      secret: randomId(),
      type: 'asset',
      is_valid: true,
      date_expired: serverDate(new Date(Date.now() + DAY_MS)),
    }),
    serialize: (row, ctx) => ({
      ...validUntilExpired(row),
      type_display: choiceName('type', row.type === 'application' ? 'application' : 'asset', ctx.lang),
      asset_display: String(tableOf('assets').get(String(row.asset ?? ''))?.hostname ?? ''),
      application_display: String(tableOf('applications').get(String(row.application ?? ''))?.name ?? ''),
      system_user_display: String(tableOf('system users').get(String(row.system_user ?? ''))?.name ?? ''),
    }),
  }),
  defineResource('super connection tokens', {
    model: 'ConnectionToken',
    perm: 'authentication.superconnectiontoken',
  }),
]

/** PATCH {pk}/expire/: the token stops being valid now. Only the owner's own token is found. */
const expire = (
  table: 'temp tokens' | 'connection tokens',
  model: string,
  owns: (row: Row, user: Owner) => boolean,
) =>
  authed(
    `authentication.change_${model.toLowerCase()}|authentication.view_${model.toLowerCase()}`,
    ({ params, user }) => {
      const found = tableOf(table).get(String(params.id))
      const row =
        found && owns(found, user)
          ? tableOf(table).update(String(params.id), {
              is_valid: false,
              date_expired: serverDate(new Date()),
            })
          : undefined
      return row
        ? HttpResponse.json(row)
        : HttpResponse.json(
            { detail: `${model} object does not exist.`, code: 'object_does_not_exist' },
            { status: 404 },
          )
    },
  )

export const authenticationHandlers = [
  http.patch(
    '*/api/v1/authentication/temp-tokens/:id/expire/',
    expire('temp tokens', 'TempToken', ownedByUsername),
  ),
  http.patch(
    '*/api/v1/authentication/connection-token/:id/expire/',
    expire('connection tokens', 'ConnectionToken', ownedById),
  ),
]
