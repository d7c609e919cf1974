import type { UsersMessages } from './en'

const ja: UsersMessages = {
  names: { User: 'ユーザー', UserGroup: 'ユーザーグループ', UserAcl: 'ユーザーログイン ACL', Role: 'ロール' },
  addMembers: 'メンバーを追加',
  detail: { noGroups: 'どのユーザーグループにも属していません' },
  savePermissions: '権限を保存',
  columns: {
    user: 'ユーザー',
    action: 'アクション',
    priority: '優先度',
    scope: 'スコープ',
    builtin: '組み込み',
    permissions: '権限',
    members: 'メンバー',
    name: '名前',
    username: 'ユーザー名',
    email: 'メール',
    groups: 'ユーザーグループ',
    roles: 'ロール',
    source: 'ソース',
    mfa: 'MFA',
    active: '有効',
    comment: '備考',
  },
}
export default ja
