import type { AclsMessages } from './en'

const acls: AclsMessages = {
  names: { AssetAcl: '资产登录规则' },
  columns: { action: '动作', reviewers: '审批人' },
  priorityRange: '优先级范围 1-100',
}
export default acls
