// Application permissions (domain §2 console/perms/application-permissions, §3 Permission): users and
// groups reach applications of one category and type as system users.
import { defineResource, type FormFieldProps } from '@/generic/resource-config'
import { RemoteSelect } from '@/generic/select/remote-select'
import { withQuery } from '@/shared/api/resource'
import { actionsField } from '../components/actions-field'
import { permissionFormGroups, permissionInfoTab } from '../components/permission-info-tab'
import { empty, relatedSelect, relatedSelectUrl, relationTabs } from '../relations'

/** The applications to grant: those of the chosen category and type (the permission's own, domain §3). */
function ApplicationsField({ value, onChange, info, disabled, values }: FormFieldProps) {
  const url = withQuery(relatedSelectUrl('applications'), { category: values?.category as string | undefined, type: values?.type as string | undefined })
  return <RemoteSelect url={url} multiple value={Array.isArray(value) ? value.map(String) : []} label={info.label} disabled={disabled} onChange={onChange} />
}

export default defineResource({
  url: '/api/v1/perms/application-permissions/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'type_display' },
    { key: 'users_amount', label: 'perms:columns.users' },
    { key: 'user_groups_amount', label: 'perms:columns.userGroups' },
    { key: 'applications_amount', label: 'perms:columns.applications' },
    { key: 'system_users_amount', label: 'perms:columns.systemUsers' },
    { key: 'is_valid', label: 'perms:columns.valid' },
    { key: 'comment', shown: false },
    { key: 'actions', width: 220 },
  ],
  filters: ['name', 'category', 'type'],
  formOverrides: {
    users: { component: relatedSelect('users') },
    user_groups: { component: relatedSelect('user_groups') },
    // Domain §5 / §8: "Please add apps or system user".
    applications: { component: ApplicationsField, validate: (v, all) => (empty(v) || empty(all.system_users) ? 'errors:addAppsOrSystemUser' : null) },
    system_users: { component: relatedSelect('system_users') },
    actions: actionsField(['connect']),
  },
  formGroups: permissionFormGroups(['applications'], ['category', 'type']),
  detailTabs: [{ name: 'ApplicationPermissionDetail', title: 'generic:detail.basic', component: permissionInfoTab(['applications'], ['category', 'type']) }, ...relationTabs(['users', 'user_groups', 'applications', 'system_users'])],
  bulkUpdateFields: ['is_active', 'date_expired', 'comment'],
})
