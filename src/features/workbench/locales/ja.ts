import type { WorkbenchMessages } from './en'

// 名前空間 'workbench'：ワークベンチのホーム（domain §2 workbench/home）。
const workbench: WorkbenchMessages = {
  title: 'ワークベンチ',
  welcome: 'ようこそ、{{name}} さん',
  intro: 'あなたの資産、アプリケーション、ツールはここにまとめられています。',
  quickLinks: {
    label: 'クイックリンク',
    myAssets: 'マイ資産',
    myApps: 'マイアプリケーション',
    webTerminal: 'Web ターミナル',
    tickets: 'マイチケット',
  },
  myAssets: {
    title: 'マイ資産',
    all_one: 'すべて表示（{{count}}）',
    all_other: 'すべて表示（{{count}}）',
    empty: 'まだ資産が付与されていません。',
    columns: { hostname: 'ホスト名', ip: 'IP', platform: 'プラットフォーム', org: '組織' },
  },
  granted: { asset: '資産', application: 'アプリケーション', connect: '接続', inactive: '無効' },
  connect: {
    to: '{{name}} に接続',
    loginAs: 'ログインユーザー',
    loginUser: '{{name}}（{{username}}、{{protocol}}）',
    default: 'デフォルト',
    only: '{{user}} としてログインします。',
    none: 'この資産で許可されたシステムユーザーがありません。管理者に許可を依頼してください。',
    loading: 'システムユーザーを読み込んでいます…',
    error: 'この資産のシステムユーザーを読み込めませんでした。',
    cancel: 'キャンセル',
    protocols: { ssh: 'SSH', rdp: 'RDP', telnet: 'Telnet', vnc: 'VNC', other: 'その他のプロトコル' },
  },
  tree: { label: 'マイアセットツリー', allAssets: 'すべてのアセット' },
  states: {
    loading: '読み込み中…',
    error: '資産を読み込めませんでした。',
  },
}
export default workbench
