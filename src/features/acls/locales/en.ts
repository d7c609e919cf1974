// Namespace 'acls': asset login ACLs (domain §2 console/acls, §3 ACL rule).
const acls = {
  names: { AssetAcl: 'Asset login ACL' },
  columns: { action: 'Action', reviewers: 'Reviewers' },
  priorityRange: 'Priority is from 1 to 100',
}
export default acls
export type AclsMessages = typeof acls
