// The workbench lists of what was granted to the signed-in user (domain §2 workbench assets, apps):
// the generic list over perms/users/assets|applications/, each row with a Connect that opens the web
// terminal (/luna/, an external path of the platform: shell §2) on that asset (as a login user chosen in
// a dialog) or application.
import { ListPage } from '@/generic/list/list-page'
import { READ_ONLY, routeBuilders, type ColumnConfig, type ResourceConfig } from '@/generic/resource-config'
import { i18next } from '@/shared/i18n'
import { Text } from '@fluentui/react-components'
import { lunaAppType, workbenchPaths } from '../paths'
import { ConnectAsset } from './connect-asset'

export const MY_APPS_URL = '/api/v1/perms/users/applications/'

/**
 * An application opens the web terminal at once, as luna names its category; an asset first asks which
 * login user (ConnectAsset). An inactive asset cannot be connected to, and says so.
 */
const connect = (type: 'asset' | 'application'): ColumnConfig => ({
  key: 'connect',
  label: 'workbench:granted.connect',
  sortable: false,
  render: (row) => {
    if (type === 'asset')
      return row.is_active === false ? (
        <Text>{i18next.t('workbench:granted.inactive')}</Text>
      ) : (
        <ConnectAsset asset={{ id: String(row.id), hostname: String(row.hostname ?? ''), orgId: row.org_id ? String(row.org_id) : undefined }} />
      )
    const luna = lunaAppType(row.category)
    return luna ? (
      <a href={workbenchPaths.webTerminalLogin(luna, String(row.id))} target="_blank" rel="noopener">
        {i18next.t('workbench:granted.connect')}
      </a>
    ) : null
  },
})

export interface GrantedListProps {
  listName: string
  path: string
  title: string
  url: string
  query?: Record<string, string>
  kind: 'asset' | 'application'
}

export function GrantedList({ listName, path, title, url, query, kind }: GrantedListProps) {
  const config: ResourceConfig = {
    key: listName,
    url,
    perms: kind === 'asset' ? { app: 'perms', model: 'myassets' } : { app: 'perms', model: 'myapps' },
    routes: routeBuilders(path),
    title: `shell:${title}`,
    name: kind === 'asset' ? 'workbench:granted.asset' : 'workbench:granted.application',
    nameField: kind === 'asset' ? 'hostname' : 'name',
    listQuery: query,
    // What was granted is only read here: no create, import, edit or delete of the administrator's list
    // (issue 23: an end-user page shows only what the user can do).
    without: READ_ONLY,
    columns:
      kind === 'asset'
        ? [
            { key: 'hostname' },
            { key: 'ip' },
            { key: 'platform' },
            { key: 'org_name' },
            { key: 'comment' },
            connect('asset'),
          ]
        : [
            { key: 'name' },
            { key: 'type_display' },
            { key: 'org_name' },
            { key: 'comment' },
            connect('application'),
          ],
  }
  return <ListPage key={config.key} config={config} />
}
