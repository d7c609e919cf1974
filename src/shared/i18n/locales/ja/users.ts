import type { UsersMessages } from '../en/users'

const ja: UsersMessages = {
  menu: { users: 'ユーザー一覧' },
  resource: 'ユーザー',
  detail: { noGroups: 'どのユーザーグループにも属していません' },
  columns: {
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
  tabs: { basic: '基本情報' },
}
export default ja
