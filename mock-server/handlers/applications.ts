import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'

// Applications and their accounts (domain §2 console/applications/*, console/accounts/application-accounts).
const appInfo = (row: Row) => {
  const app = tableOf('applications').get(String(row.app))
  return { app_display: app?.name ?? '', type: app?.type ?? row.type, category: app?.category ?? row.category, systemuser_display: String(tableOf('system users').get(String(row.systemuser))?.name ?? '') }
}

/**
 * An application's attrs as its category's serializer writes the stored dict (DBSerializer, RemoteAppSerializer):
 * a field with a default shows it when the dict lacks it (use_ssl, allow_invalid_cert false), and a remote
 * app's asset_info is computed, {id, hostname} of its asset or {} (get_asset_info).
 */
function attrsOf(row: Row): Record<string, unknown> {
  const attrs = (row.attrs ?? {}) as Record<string, unknown>
  if (row.category === 'db') return { use_ssl: false, allow_invalid_cert: false, ...attrs }
  if (row.category !== 'remote_app') return attrs
  const asset = attrs.asset ? tableOf('assets').get(String(attrs.asset)) : undefined
  return { asset_info: asset ? { id: asset.id, hostname: asset.hostname } : {}, ...attrs }
}

export const applicationResources = [
  defineResource('applications', {
    model: 'Application',
    perm: 'applications.application',
    unique: [['name']],
    serialize: (row) => ({ attrs: attrsOf(row) }),
  }),
  defineResource('application accounts', { model: 'Account', perm: 'applications.account', serialize: appInfo }),
  defineResource('application account secrets', { model: 'Account', perm: { view: 'applications.view_applicationaccountsecret|applications.view_account', add: null, change: null, delete: null }, confirm: 'mfa', table: () => tableOf('application accounts'), serialize: appInfo }),
  defineResource('system user-application relations', { model: 'Account', perm: 'applications.account', table: () => tableOf('application accounts'), serialize: appInfo }),
]
