import type en from '../en/shell'

const ja: typeof en = {
  productName: 'JumpServer',
  loading: '読み込み中…',
  views: { console: 'コンソール', audit: '監査', workbench: 'ワークベンチ', tickets: 'チケット', settings: 'システム設定' },
  menu: { dashboard: 'ダッシュボード', home: 'ホーム' },
  account: {
    menu: 'アカウントメニュー',
    profile: 'プロフィール',
    apiKey: 'API キー',
    tempPassword: '一時パスワード',
    connectionToken: '接続トークン',
    language: '言語',
    logout: 'ログアウト',
  },
  sidebar: { collapse: 'メニューを閉じる', expand: 'メニューを開く', navigation: 'メインメニュー' },
  footer: {
    version: 'バージョン {{version}}',
    openSource: 'オープンソース版（GPLv3 ライセンス）',
    enterprise: 'エンタープライズ版のご案内',
  },
  dashboard: {
    title: 'ダッシュボード',
    welcome: 'ようこそ、{{name}} さん',
    currentOrg: '組織：{{org}}',
  },
  workbench: {
    title: 'ワークベンチ',
    welcome: 'ようこそ、{{name}} さん',
    intro: 'あなたの資産、アプリケーション、ツールはここにまとまっています。',
  },
  startup: {
    failed: 'コンソールを起動できませんでした',
    retry: '再試行',
  },
  errorPages: {
    forbiddenTitle: '権限がありません',
    forbiddenText: 'このページを表示する権限がありません。',
    notFoundTitle: 'リクエストエラー',
    notFoundText: 'リクエストしたページは存在しません。',
    goHome: 'ホームへ戻る',
  },
  languages: { zh: '中文', en: 'English', ja: '日本語' },
}
export default ja
