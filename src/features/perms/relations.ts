// The related sets of a permission (domain §3): users, user groups, assets, nodes, system users,
// applications, each a detail tab with add/remove (relation-tab.tsx), which lists the object's own ids
// through the list API's `ids` filter (reference §1.2).
import { relationTab, type RelationOptions } from '@/generic/detail/relation-tab'
import type { DetailTab } from '@/generic/resource-config'
import { userOption } from '@/generic/select/remote-select'
import { RemoteSelectField } from '@/generic/select/remote-select-field'


interface Related {
  field: string
  url: string
  perm: string
  title: string
  columns: RelationOptions['columns']
  toOption?: RelationOptions['toOption']
  keepOne?: boolean
}

const RELATED: Record<string, Related> = {
  users: { field: 'users', url: '/api/v1/users/users/', perm: 'users.view_user', title: 'perms:tabs.users', columns: [{ key: 'name', label: 'perms:columns.name' }, { key: 'username', label: 'perms:columns.username' }], toOption: userOption },
  user_groups: { field: 'user_groups', url: '/api/v1/users/groups/', perm: 'users.view_usergroup', title: 'perms:tabs.userGroups', columns: [{ key: 'name', label: 'perms:columns.name' }] },
  assets: { field: 'assets', url: '/api/v1/assets/assets/', perm: 'assets.view_asset', title: 'perms:tabs.assets', columns: [{ key: 'hostname', label: 'perms:columns.hostname' }, { key: 'ip', label: 'perms:columns.ip' }], toOption: (r) => ({ label: `${String(r.hostname)} (${String(r.ip)})`, value: String(r.id) }) },
  nodes: { field: 'nodes', url: '/api/v1/assets/nodes/', perm: 'assets.view_node', title: 'perms:tabs.nodes', columns: [{ key: 'full_value', label: 'perms:columns.node' }], toOption: (r) => ({ label: String(r.full_value ?? r.value ?? r.name), value: String(r.id) }) },
  system_users: { field: 'system_users', url: '/api/v1/assets/system-users/', perm: 'assets.view_systemuser', title: 'perms:tabs.systemUsers', columns: [{ key: 'name', label: 'perms:columns.name' }, { key: 'username', label: 'perms:columns.username' }, { key: 'protocol', label: 'perms:columns.protocol' }], keepOne: true },
  applications: { field: 'applications', url: '/api/v1/applications/applications/', perm: 'applications.view_application', title: 'perms:tabs.applications', columns: [{ key: 'name', label: 'perms:columns.name' }, { key: 'type_display', label: 'perms:columns.type' }] },
}

export const relatedSelectUrl = (field: keyof typeof RELATED) => RELATED[field].url

export function relationTabs(fields: Array<keyof typeof RELATED>): DetailTab[] {
  return fields.map((key) => {
    const r = RELATED[key]
    return {
      name: `Perm_${key}`,
      title: r.title,
      visible: (perms) => perms.has(r.perm),
      component: relationTab({ field: r.field, url: r.url, columns: r.columns, toOption: r.toOption, title: r.title, addLabel: 'perms:add', keepOne: r.keepOne }),
    }
  })
}

/** The form field choosing ids of the related set `field`: from its list, its options named as on its tab's picker. */
export const relatedSelect = (field: keyof typeof RELATED) => RemoteSelectField({ url: RELATED[field].url, multiple: true, toOption: RELATED[field].toOption })

/** No id chosen (domain §5: at least one asset or node; apps and system users). */
export const empty = (v: unknown) => !Array.isArray(v) || v.length === 0
