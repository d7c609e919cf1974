import { defineResource, type Row } from '../drf/resource'
import { tableOf } from '../store/live-state'

// Applications and their accounts (domain §2 console/applications/*, console/accounts/application-accounts).
const appInfo = (row: Row) => {
  const app = tableOf('applications').get(String(row.app))
  return { app_display: app?.name ?? '', type: app?.type ?? row.type, category: app?.category ?? row.category, systemuser_display: String(tableOf('system users').get(String(row.systemuser))?.name ?? '') }
}

export const applicationResources = [
  defineResource('applications', {
    model: 'Application',
    perm: 'applications.application',
    unique: [['name']],
  }),
  defineResource('application accounts', { model: 'Account', perm: 'applications.account', serialize: appInfo }),
  defineResource('application account secrets', { model: 'Account', perm: { view: 'applications.view_applicationaccountsecret|applications.view_account', add: null, change: null, delete: null }, confirm: 'mfa', table: () => tableOf('application accounts'), serialize: appInfo }),
  defineResource('system user-application relations', { model: 'Account', perm: 'applications.account', table: () => tableOf('application accounts'), serialize: appInfo }),
]
