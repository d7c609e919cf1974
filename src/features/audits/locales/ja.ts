import type { AuditsMessages } from './en'

const ja: AuditsMessages = {
  names: { LoginLog: 'ログインログ', FtpLog: 'FTP ログ', OperateLog: '操作ログ', PasswordChangeLog: 'パスワード変更ログ', CommandExecutionLog: '一括コマンドログ' },
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
