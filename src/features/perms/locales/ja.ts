import type { PermsMessages } from './en'

const perms: PermsMessages = {
  names: { AssetPermission: '資産権限', ApplicationPermission: 'アプリケーション権限' },
  add: '追加',
  tabs: { users: 'ユーザー', userGroups: 'ユーザーグループ', assets: '資産', nodes: 'ノード', systemUsers: 'システムユーザー', applications: 'アプリケーション' },
  columns: { name: '名前', username: 'ユーザー名', hostname: 'ホスト名', ip: 'IP', node: 'ノード', protocol: 'プロトコル', type: 'タイプ', users: 'ユーザー', userGroups: 'ユーザーグループ', assets: '資産', nodes: 'ノード', systemUsers: 'システムユーザー', applications: 'アプリケーション', valid: '有効' },
  detail: {
    grant: '付与', validity: '有効期間', who: '付与先', what: '付与対象', record: '記録',
    status: '状態', validFrom: '有効開始', validUntil: '有効期限',
    quickActions: 'クイックアクション', active: '有効', cannotChange: 'この権限を変更する権限がありません',
  },
  form: { other: 'その他' },
  status: { inForce: '有効', inactive: '無効', notYet: 'まだ有効ではありません', expired: '期限切れ' },
  actions: {
    label: 'アクション', connect: '接続', upload_file: 'ファイルのアップロード', download_file: 'ファイルのダウンロード', clipboard_copy: 'クリップボードのコピー', clipboard_paste: 'クリップボードの貼り付け',
    clipboardHint: 'クリップボードの制御は RDP と VNC の接続にのみ適用されます',
  },
}
export default perms
