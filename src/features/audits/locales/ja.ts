import type { AuditsMessages } from './en'

const ja: AuditsMessages = {
  names: { LoginLog: 'ログインログ' },
  columns: {
    username: 'ユーザー',
    type: 'ログインタイプ',
    ip: 'IP',
    city: '都市',
    mfa: 'MFA',
    reason: '理由',
    status: 'ステータス',
    datetime: '日付',
  },
}
export default ja
