import type { ApplicationsMessages } from './en'

const applications: ApplicationsMessages = {
  names: { RemoteApp: '远程应用', DatabaseApp: '数据库', KubernetesApp: 'Kubernetes' },
  columns: { host: '地址' },
  categories: { remote_app: '远程应用', db: '数据库', cloud: '云' },
  types: {
    chrome: 'Chrome', mysql_workbench: 'MySQL Workbench', vmware_client: 'vSphere Client', custom: '自定义',
    mysql: 'MySQL', oracle: 'Oracle', postgresql: 'PostgreSQL', mariadb: 'MariaDB', sqlserver: 'SQLServer', redis: 'Redis', mongodb: 'MongoDB', k8s: 'Kubernetes',
  },
  attrs: {
    asset: '资产', path: '应用路径', host: '主机', port: '端口', database: '数据库', use_ssl: '使用 SSL', ca_cert: 'CA 证书',
    client_cert: '客户端证书', cert_key: '证书密钥', allow_invalid_cert: '忽略证书校验', version: '版本', cluster: '集群',
    chrome_target: '目标 URL', chrome_username: '用户名', chrome_password: '密码',
    mysql_workbench_ip: 'IP', mysql_workbench_port: '端口', mysql_workbench_name: '数据库', mysql_workbench_username: '用户名', mysql_workbench_password: '密码',
    vmware_target: '目标地址', vmware_username: '用户名', vmware_password: '密码',
    custom_cmdline: '命令行', custom_target: '目标地址', custom_username: '用户名', custom_password: '密码',
  },
}
export default applications
