import type { SessionsMessages } from './en'

const ja: SessionsMessages = {
  names: { Session: 'セッション', Command: 'コマンド' },
  state: { label: '状態', online: 'オンライン', offline: 'オフライン' },
  duration: '期間',
  loading: '読み込み中…',
  detailTitle: 'セッション：{{user}} → {{asset}}',
  replay: '再生',
  monitor: 'モニター',
  noMonitor: 'RDP クライアントセッションは監視できません',
  notJoinable: 'このセッションは監視できません',
  terminate: '終了',
  terminateDispatched: '終了タスクを送信しました。更新して結果を確認してください',
  refresh: '更新',
  fields: {
    user: 'ユーザー',
    asset: '資産',
    systemUser: 'システムユーザー',
    protocol: 'プロトコル',
    loginFrom: 'ログイン元',
    remoteAddr: 'リモートアドレス',
    dateStart: '開始日',
    dateEnd: '終了日',
    commands: 'コマンド数',
    sessionId: 'セッション ID',
    duration: '期間',
    state: '状態',
  },
  commands: { title: 'コマンド', input: 'コマンド', risk: 'リスクレベル', date: '日付' },
}
export default ja
