import type { AccountsMessages } from './en'

const accounts: AccountsMessages = {
  names: {
    AssetAccount: '資産アカウント', ApplicationAccount: 'アプリケーションアカウント', GatheredUser: '収集ユーザー', GatherUserTask: '収集タスク',
    AssetChangeAuthPlan: '資産パスワード変更計画', AppChangeAuthPlan: 'アプリケーションパスワード変更計画', AccountBackupPlan: 'アカウントバックアップ計画', Execution: '実行',
  },
  columns: {
    hostname: 'ホスト名', ip: 'IP', username: 'ユーザー名', systemUser: 'システムユーザー', version: 'バージョン', actions: 'アクション', application: 'アプリケーション', type: 'タイプ',
    present: '存在', ipLastLogin: '最終ログイン IP', dateLastLogin: '最終ログイン', periodic: '定期実行', interval: '間隔（時間）', crontab: 'Crontab 式',
    executedTimes: '実行回数', dateStart: '開始', timedelta: '所要時間（秒）', success: '成功', trigger: 'トリガー', dateCreated: '作成日',
  },
  tabs: { gatheredUsers: '収集ユーザー', gatherTasks: '収集タスク', assetPlans: '資産の計画', appPlans: 'アプリケーションの計画' },
  executions: '実行履歴',
  execute: '実行',
  executeStarted: '計画の実行を開始しました',
  history: '履歴',
  historyTitle: 'アカウント履歴',
  secretOf: '{{target}} の {{username}} のシークレット',
  periodic: { crontabFields: 'Crontab は 5 つのフィールドです', atLeastOne: '1 以上にしてください' },
  rules: {
    length: 'パスワードの長さ', symbolSet: '記号セット',
    symbolWarning: '記号セットは対象（データベース）がサポートするものにしてください。そうでないと計画は失敗します',
  },
}
export default accounts
