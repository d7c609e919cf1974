// Application categories, types and the attrs of each type (domain §3; reference rows
// "applications (remote_app|db|cloud/k8s)": attrs is a MethodSerializer chosen by the type).
export type Category = 'remote_app' | 'db' | 'cloud'

export const TYPES: Record<Category, string[]> = {
  remote_app: ['chrome', 'mysql_workbench', 'vmware_client', 'custom'],
  db: ['mysql', 'oracle', 'postgresql', 'mariadb', 'sqlserver', 'redis', 'mongodb'],
  cloud: ['k8s'],
}

export type AttrKind = 'text' | 'number' | 'password' | 'switch' | 'asset' | 'textarea'
export interface Attr {
  name: string
  kind: AttrKind
  required?: boolean
}

const a = (spec: string): Attr[] =>
  spec.split(',').map((s) => {
    const [name, kind = 'text', req] = s.split(':')
    return { name, kind: kind as AttrKind, required: req === 'req' }
  })

const DB = a('host:text:req,port:number,database:text:req,use_ssl:switch,ca_cert:textarea,client_cert:textarea,cert_key:textarea,allow_invalid_cert:switch')
const REMOTE = 'asset:asset:req,path:text'

export const ATTRS: Record<string, Attr[]> = {
  chrome: a(`${REMOTE},chrome_target:text,chrome_username:text,chrome_password:password`),
  mysql_workbench: a(`${REMOTE},mysql_workbench_ip:text,mysql_workbench_port:number,mysql_workbench_name:text,mysql_workbench_username:text,mysql_workbench_password:password`),
  vmware_client: a(`${REMOTE},vmware_target:text,vmware_username:text,vmware_password:password`),
  custom: a('asset:asset:req,path:text:req,custom_cmdline:text,custom_target:text,custom_username:text,custom_password:password'),
  mysql: DB,
  mariadb: DB,
  oracle: [...DB, { name: 'version', kind: 'text' }],
  postgresql: DB,
  sqlserver: DB,
  redis: DB,
  mongodb: DB,
  k8s: a('cluster:text:req'),
}

/** The default port of each database type (what a new form starts with). */
export const DEFAULT_PORT: Record<string, number> = { mysql: 3306, mariadb: 3306, oracle: 1521, postgresql: 5432, sqlserver: 1433, redis: 6379, mongodb: 27017 }
