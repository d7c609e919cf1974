// Namespace 'applications': remote apps, databases, kubernetes (domain §2, §3).
const applications = {
  names: { RemoteApp: 'Remote app', DatabaseApp: 'Database', KubernetesApp: 'Kubernetes' },
  columns: { host: 'Address' },
  categories: { remote_app: 'Remote app', db: 'Database', cloud: 'Cloud' },
  types: {
    chrome: 'Chrome', mysql_workbench: 'MySQL Workbench', vmware_client: 'vSphere Client', custom: 'Custom',
    mysql: 'MySQL', oracle: 'Oracle', postgresql: 'PostgreSQL', mariadb: 'MariaDB', sqlserver: 'SQLServer', redis: 'Redis', mongodb: 'MongoDB', k8s: 'Kubernetes',
  },
  attrs: {
    asset: 'Asset', path: 'Application path', host: 'Host', port: 'Port', database: 'Database', use_ssl: 'Use SSL', ca_cert: 'CA certificate',
    client_cert: 'Client certificate', cert_key: 'Certificate key', allow_invalid_cert: 'Allow invalid certificate', version: 'Version', cluster: 'Cluster',
    chrome_target: 'Target URL', chrome_username: 'Username', chrome_password: 'Password',
    mysql_workbench_ip: 'IP', mysql_workbench_port: 'Port', mysql_workbench_name: 'Database', mysql_workbench_username: 'Username', mysql_workbench_password: 'Password',
    vmware_target: 'Target address', vmware_username: 'Username', vmware_password: 'Password',
    custom_cmdline: 'Command line', custom_target: 'Target address', custom_username: 'Username', custom_password: 'Password',
  },
}
export default applications
export type ApplicationsMessages = typeof applications
