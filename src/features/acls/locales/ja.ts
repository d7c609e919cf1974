import type { AclsMessages } from './en'

const acls: AclsMessages = {
  names: { AssetAcl: '資産ログイン ACL' },
  columns: { action: 'アクション', reviewers: '承認者' },
  priorityRange: '優先度は 1 から 100 です',
}
export default acls
