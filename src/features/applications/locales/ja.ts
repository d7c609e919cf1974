import type { ApplicationsMessages } from './en'

const applications: ApplicationsMessages = {
  names: { RemoteApp: 'リモートアプリ', DatabaseApp: 'データベース', KubernetesApp: 'Kubernetes' },
  columns: { host: 'アドレス' },
  categories: { remote_app: 'リモートアプリ', db: 'データベース', cloud: 'クラウド' },
  types: {
    chrome: 'Chrome', mysql_workbench: 'MySQL Workbench', vmware_client: 'vSphere Client', custom: 'カスタム',
    mysql: 'MySQL', oracle: 'Oracle', postgresql: 'PostgreSQL', mariadb: 'MariaDB', sqlserver: 'SQLServer', redis: 'Redis', mongodb: 'MongoDB', k8s: 'Kubernetes',
  },
  attrs: {
    asset: '資産', path: 'アプリケーションパス', host: 'ホスト', port: 'ポート', database: 'データベース', use_ssl: 'SSL を使用', ca_cert: 'CA 証明書',
    client_cert: 'クライアント証明書', cert_key: '証明書キー', allow_invalid_cert: '無効な証明書を許可', version: 'バージョン', cluster: 'クラスター',
    chrome_target: 'ターゲット URL', chrome_username: 'ユーザー名', chrome_password: 'パスワード',
    mysql_workbench_ip: 'IP', mysql_workbench_port: 'ポート', mysql_workbench_name: 'データベース', mysql_workbench_username: 'ユーザー名', mysql_workbench_password: 'パスワード',
    vmware_target: 'ターゲットアドレス', vmware_username: 'ユーザー名', vmware_password: 'パスワード',
    custom_cmdline: 'コマンドライン', custom_target: 'ターゲットアドレス', custom_username: 'ユーザー名', custom_password: 'パスワード',
  },
}
export default applications
