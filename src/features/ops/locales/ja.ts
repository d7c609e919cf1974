import type { OpsMessages } from './en'

const ops: OpsMessages = {
  names: { Task: 'タスク', Adhoc: 'バージョン', Execution: '実行' },
  tabs: { versions: 'バージョン', executions: '実行履歴' },
  columns: {
    periodic: '定期実行', interval: '間隔（時間）', crontab: 'Crontab', version: 'バージョン', pattern: 'パターン', runAs: '実行ユーザー', dateCreated: '作成日',
    execution: '実行', dateStart: '開始', timedelta: '所要時間（秒）', finished: '完了', success: '成功',
  },
}
export default ops
