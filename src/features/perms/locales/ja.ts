import type { PermsMessages } from './en'

const perms: PermsMessages = {
  names: { AssetPermission: '資産権限', ApplicationPermission: 'アプリケーション権限' },
  add: '追加',
  tabs: { users: 'ユーザー', userGroups: 'ユーザーグループ', assets: '資産', nodes: 'ノード', systemUsers: 'システムユーザー', applications: 'アプリケーション' },
  columns: { name: '名前', username: 'ユーザー名', hostname: 'ホスト名', ip: 'IP', node: 'ノード', protocol: 'プロトコル', type: 'タイプ', users: 'ユーザー', userGroups: 'ユーザーグループ', assets: '資産', nodes: 'ノード', systemUsers: 'システムユーザー', applications: 'アプリケーション', valid: '有効' },
  actions: {
    label: 'アクション', connect: '接続', upload_file: 'ファイルのアップロード', download_file: 'ファイルのダウンロード', clipboard_copy: 'クリップボードのコピー', clipboard_paste: 'クリップボードの貼り付け',
    clipboardHint: 'クリップボードの制御は RDP と VNC の接続にのみ適用されます',
  },
}
export default perms
