import type { UsersMessages } from './en'

const ja: UsersMessages = {
  names: { User: 'ユーザー', UserGroup: 'ユーザーグループ' },
  addMembers: 'メンバーを追加',
  addGroups: 'グループに追加',
  columns: {
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
