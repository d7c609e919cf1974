import { userById } from '../store/lookups'
import { defineResource } from '../drf/resource'

// Access-control rules (domain §2 console/users/user-acl, console/acls/asset-acl).
/** A user as 2.26's User.__str__ writes one: `Name(username)`. */
const userText = (id: unknown) => {
  const user = userById(String(id))
  return user ? `${user.name}(${user.username})` : ''
}

export const aclResources = [
  // 2.26 LoginACLSerializer: reviewers_display is the reviewers' texts joined with ','.
  defineResource('login ACLs', { model: 'LoginACL', perm: 'acls.loginacl', unique: [['name']], relations: { reviewers: '@user' }, serialize: (row) => {
    const reviewers = (row.reviewers as string[]) ?? []
    return { user_display: userText(row.user), reviewers_amount: reviewers.length, reviewers_display: reviewers.map(userText).filter(Boolean).join(',') }
  } }),
  defineResource('asset login ACLs', { model: 'LoginAssetACL', perm: 'acls.loginassetacl', unique: [['name']], relations: { reviewers: '@user' } }),
]
