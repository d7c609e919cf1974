import { userById } from '../store/lookups'
import { defineResource } from '../drf/resource'

// Access-control rules (domain §2 console/users/user-acl, console/acls/asset-acl).
export const aclResources = [
  defineResource('login ACLs', { model: 'LoginACL', perm: 'acls.loginacl', unique: [['name']], relations: { reviewers: '@user' }, serialize: (row) => {
    const user = userById(String(row.user))
    return { user_display: user ? `${user.name}(${user.username})` : '', reviewers_amount: ((row.reviewers as string[]) ?? []).length }
  } }),
  defineResource('asset login ACLs', { model: 'LoginAssetACL', perm: 'acls.loginassetacl', unique: [['name']], relations: { reviewers: '@user' } }),
]
