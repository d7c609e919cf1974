// The users resource (domain §2: console/users/users, perms users.*_user; domain §3 fields). Everything
// else comes from the route table and the server's OPTIONS metadata.
import { defineResource, type FormOverride } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import { ORG_ROLES_URL, ordinaryUserRole, roleOption, SYSTEM_ROLES_URL } from '../api/system-roles'
import { InviteUsers } from '../components/invite-users'

const GROUPS = '/api/v1/users/groups/'

type Values = Record<string, unknown>

const localUser = (values: Values) => (values.source ?? 'local') === 'local'
/**
 * A password is typed for a local user only: on create when the strategy is to set one, on update once
 * the administrator turns on "Update password" (until then the stored password is kept, and nothing of
 * it is asked or sent).
 */
const setsPassword = (values: Values, isUpdate: boolean) => localUser(values) && (isUpdate ? values.update_password === true : values.password_strategy === 'custom')
/** A public key is typed on create, and on update once "Set public key" is on (an empty one would change nothing: 2.26 drops it). */
const setsPublicKey = (values: Values, isUpdate: boolean) => !isUpdate || values.set_public_key === true
/** A switch of the form alone (never sent), offered on update only. */
const updateSwitch = (label: string, shown: (values: Values) => boolean): FormOverride => ({ local: { type: 'boolean', required: false }, label, shown: (values: Values, isUpdate: boolean) => isUpdate && shown(values) })
/** What the switch reveals is then required: turned on and left empty, it would change nothing. */
const requiredWhenOn = (on: string) => (values: Values) => values[on] === true

export default defineResource({
  url: '/api/v1/users/users/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'username' },
    { key: 'email' },
    { key: 'groups_display', label: 'users:columns.groups' },
    { key: 'system_roles_display', label: 'users:columns.roles' },
    { key: 'source_display', label: 'users:columns.source' },
    { key: 'mfa_level_display', label: 'users:columns.mfa', shown: false },
    { key: 'is_valid', label: 'users:columns.active' },
    { key: 'comment', shown: false },
    { key: 'id', shown: false },
    { key: 'actions', width: 220 },
  ],
  formOverrides: {
    groups: { component: RemoteSelectField({ url: GROUPS, multiple: true }) },
    system_roles: { component: RemoteSelectField({ url: SYSTEM_ROLES_URL, multiple: true, toOption: roleOption }), createDefault: ordinaryUserRole },
    org_roles: { component: RemoteSelectField({ url: ORG_ROLES_URL, multiple: true, toOption: roleOption }) },
    // New users start active, as in JumpServer's own console: the server declares no default (issue 27).
    is_active: { createDefault: async () => true },
    // A public key is long and no secret: shown as text, not masked as other write-only strings are.
    public_key: { widget: 'textarea', shown: setsPublicKey, required: requiredWhenOn('set_public_key') },
    // How a new local user gets a password (2.26: a reset link by e-mail, or one the administrator sets);
    // an update keeps the password unless "Update password" is turned on, and a user of another source has none here.
    password_strategy: { shown: (values, isUpdate) => !isUpdate && localUser(values) },
    update_password: updateSwitch('users:form.updatePassword', localUser),
    password: { shown: setsPassword, required: requiredWhenOn('update_password') },
    need_update_password: { shown: setsPassword },
    set_public_key: updateSwitch('users:form.setPublicKey', () => true),
  },
  // The fields as an administrator fills them in: who the user is, how they sign in, what they may do.
  formGroups: [
    { title: 'users:formGroups.account', fields: ['name', 'username', 'email', 'groups'] },
    { title: 'users:formGroups.authentication', fields: ['password_strategy', 'update_password', 'password', 'need_update_password', 'set_public_key', 'public_key', 'mfa_level', 'source'] },
    { title: 'users:formGroups.roles', fields: ['system_roles', 'org_roles'] },
    { title: 'users:formGroups.other', fields: ['date_expired', 'phone', 'wechat', 'is_service_account', 'is_active', 'comment'] },
  ],
  // The detail has a page of its own with its tabs (pages/user-detail.tsx).
  bulkUpdateFields: ['groups', 'system_roles', 'org_roles', 'date_expired', 'is_active', 'mfa_level', 'comment'],
  // Users carry personal data: exporting them asks for MFA first (shell §4 "optional"; our choice),
  // while the server's SECURITY_VIEW_AUTH_NEED_MFA is on (export-dialog.tsx).
  exportConfirm: true,
  // Users of other organisations are invited into this one from the list (domain §4).
  toolbar: InviteUsers,
})
