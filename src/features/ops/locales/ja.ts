import type { OpsMessages } from './en'

const ops: OpsMessages = {
  names: { Task: 'タスク', Adhoc: 'バージョン', Execution: '実行' },
  tabs: { versions: 'バージョン', executions: '実行履歴' },
  columns: {
    periodic: '定期実行', interval: '間隔（時間）', crontab: 'Crontab 式', pattern: 'パターン', runAs: '実行ユーザー', dateCreated: '作成日',
    dateStart: '開始', timedelta: '所要時間', finished: '完了', success: '成功',
  },
  run: {
    lastRun: '最後の実行', notRun: 'このタスクはまだ実行されていません。', task: 'タスク', started: '開始時刻', ended: '終了時刻', duration: '所要時間',
    finished: '完了', succeeded: '成功', version: 'バージョン', versionOf: '{{date}} のバージョン', output: '出力', viewOutput: '出力を表示',
    failedHosts: '失敗したホスト', succeededHosts: '成功したホスト', host: 'ホスト', reason: '理由', noneFailed: '失敗したホストはありません。', noneSucceeded: '成功したホストはありません。',
  },
  version: {
    hosts: 'ホスト', runAs: '実行ユーザー', hostAdmin: '各ホストの管理ユーザー', become: '昇格ユーザー', commands: 'コマンド', options: 'オプション',
    optionNames: { timeout: 'タイムアウト（秒）', forks: '並列ホスト数' }, notRun: 'このバージョンはまだ実行されていません。',
  },
}
export default ops
