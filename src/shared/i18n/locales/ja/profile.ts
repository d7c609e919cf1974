import type { ProfileMessages } from '../en/profile'

// 名前空間 'profile'：個人ページ（domain §2 profile）。
const profile: ProfileMessages = {
  apiKey: {
    title: 'API キー',
    help: 'スクリプトはキー ID とシークレットで API リクエストに署名します。シークレットは他人に教えず、使わなくなったキーは無効化または削除してください。',
    create: '作成',
    created: 'API キーを作成しました',
    columns: { id: 'キー ID', secret: 'シークレット', active: '有効', created: '作成日', actions: 'アクション' },
    copyId: 'キー ID をコピー',
    copySecret: 'シークレットをコピー',
    show: 'シークレットを表示',
    hide: 'シークレットを隠す',
    enable: '有効化',
    disable: '無効化',
    enabled: 'API キーを有効化しました',
    disabled: 'API キーを無効化しました',
    delete: '削除',
    deleteTitle: 'API キーの削除',
    deleteMessage: 'キー {{id}} で署名するスクリプトは動作しなくなります。削除しますか？',
    deleted: 'API キーを削除しました',
    cancel: 'キャンセル',
  },
  tempPassword: {
    title: '一時パスワード',
    help: '一時パスワードは、クライアントツールなど自分のパスワードと MFA を使えない場所でのログインに使います。それぞれ {{minutes}} 分間、一度だけ有効です。',
    generate: '生成',
    generated: '一時パスワードを生成しました',
    columns: { secret: 'パスワード', verified: '使用済み', valid: '有効', expires: '有効期限', actions: 'アクション' },
    copySecret: 'パスワードをコピー',
    show: 'パスワードを表示',
    hide: 'パスワードを隠す',
    expire: '失効させる',
    expired: '一時パスワードを失効させました',
  },
}
export default profile
