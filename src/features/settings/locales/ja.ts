import type { SettingsMessages } from './en'
import securityFields from './security-fields.ja'

const ja: SettingsMessages = {
  sections: {
    security: { password: 'パスワードポリシー', login: 'ログイン制限', mfa: '多要素認証', session: 'セッションと端末', other: 'その他' },
    oidc: { client: 'クライアント', keycloak: 'Keycloak', provider: 'プロバイダーエンドポイント', tokens: 'トークンとリクエスト', users: 'ユーザー' },
    oauth2: { client: 'クライアント', provider: 'プロバイダーエンドポイント', users: 'ユーザー' },
    other: { mfa: 'MFA', assets: '資産とチケット', general: '一般' },
  },
  fields: securityFields,
  names: { Terminal: 'ターミナル', ReplayStorage: 'リプレイストレージ', CommandStorage: 'コマンドストレージ', Endpoint: 'エンドポイント', EndpointRule: 'エンドポイントルール', Organization: '組織' },
  lists: { Terminal: 'ターミナル一覧', ReplayStorage: 'リプレイストレージ一覧', CommandStorage: 'コマンドストレージ一覧', Endpoint: 'エンドポイント一覧', EndpointRule: 'エンドポイントルール一覧' },
  componentLoad: '負荷',
  readOnly: 'この設定は閲覧のみ可能です。変更には別の権限が必要です。',
  categories: {
    basic: '基本設定', email: 'SMTP', auth: '認証設定', ldap: 'LDAP', oauth2: 'OAuth2', saml2: 'SAML2', cas: 'CAS', oidc: 'OIDC',
    sms: 'SMS', alibaba: 'Alibaba Cloud', tencent: 'Tencent Cloud', huawei: 'Huawei Cloud', cmpp2: 'CMPP v2.0', terminal: 'ターミナル設定',
    security: 'セキュリティ', clean: '定期クリーンアップ', other: 'その他',
  },
  storage: {
    test: 'テスト',
    setDefault: 'デフォルトに設定',
    defaultSet: '「{{name}}」がデフォルトのストレージになりました',
    builtIn: '組み込みのストレージは変更も削除もできません',
    isDefault: 'これはデフォルトのストレージです。先に別のストレージをデフォルトにしてください',
    noPermission: 'この操作を行う権限がありません',
  },
  email: { test: '接続テスト', testResult: 'メールテストの結果', portHint: 'ポート {{ssl}} は通常 SSL、ポート {{tls}} は TLS を使います。' },
  ldap: {
    testConfig: '接続テスト', testLogin: 'ログインテスト', testResult: 'LDAP テストの結果', users: 'ユーザーのインポート', importResult: 'LDAP インポートの結果',
    username: 'ユーザー名', password: 'パスワード', name: '名前', email: 'メール', existing: '既存', yes: 'はい', no: 'いいえ',
    syncing: 'ディレクトリを同期しています…', refresh: 'キャッシュを更新', import: 'インポート', close: '閉じる',
  },
  message: { title: 'メッセージ購読', type: 'メッセージの種類', backends: { site_msg: 'サイトメッセージ', email: 'メール', wecom: 'WeCom', dingtalk: 'DingTalk', feishu: 'FeiShu' } },
  interface: {
    title: 'インターフェース', loginTitle: 'ログインページのタイトル', size: 'サイズ：{{width}}×{{height}} px', save: '送信', saved: 'インターフェース設定を保存しました', failed: '保存に失敗しました',
    images: { favicon: 'サイトアイコン', logo_index: 'ロゴ', logo_logout: 'ログアウトロゴ', login_image: 'ログイン画像' },
    colors: { primary: 'メインカラー', 'menu-bg': 'メニューの背景', 'menu-text': 'メニューの文字', 'menu-active-text': '選択中のメニューの文字' },
  },
  license: {
    detail: 'ライセンスの詳細', corporation: '会社', expired: '有効期限', assetCount: 'ライセンス資産数', currentAssetCount: '現在の資産数',
    import: 'ライセンスをインポート', file: 'ライセンスファイル', imported: 'ライセンスをインポートしました', importFailed: 'ライセンスのインポートに失敗しました',
  },
  orgs: { users: 'ユーザー', groups: 'ユーザーグループ', assets: '資産', adminUsers: '管理ユーザー', systemUsers: 'システムユーザー', applications: 'アプリケーション', assetPerms: '資産の権限', appPerms: 'アプリケーションの権限' },
}
export default ja
