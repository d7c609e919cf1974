import type { FieldSpec } from '../catalogue/types'

// Field facts the TSV does not carry (labels, lengths, choice labels), chosen as JumpServer 2.26's
// models declare them where known, else DRF's default: the verbose name, capitalised.
const LABELS: Record<string, string> = {
  id: 'ID', ip: 'IP', public_ip: 'Public IP', org_id: 'Organization', org_name: 'Org name', users: 'User',
  user_groups: 'User group', groups: 'User group', mfa_level: 'MFA', is_active: 'Active', comment: 'Comment',
  date_created: 'Date created', date_updated: 'Date updated', created_by: 'Created by', hostname: 'Hostname',
  username: 'Username', name: 'Name', email: 'Email', phone: 'Phone', wechat: 'Wechat', password: 'Password',
  public_key: 'SSH public key', private_key: 'SSH private key', system_roles: 'System roles', org_roles: 'Org roles',
  source: 'Source', date_expired: 'Date expired', date_joined: 'Date joined', last_login: 'Last login',
  need_update_password: 'Need update password', is_first_login: 'Is first login', nodes: 'Node', labels: 'Label',
  admin_user: 'Admin user', domain: 'Domain', platform: 'Platform', protocols: 'Protocols', assets: 'Asset',
  system_users: 'System user', actions: 'Actions', date_start: 'Date start', date_end: 'Date end',
  priority: 'Priority', action: 'Action', sn: 'Serial number', os: 'OS', cpu_model: 'CPU model',
}

export function labelOf(name: string, overrides?: Record<string, string>): string {
  if (overrides?.[name]) return overrides[name]
  if (LABELS[name]) return LABELS[name]
  const words = name.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** Text fields that are TextFields in the models (no max_length: the form shows a textarea, shell §5). */
const UNBOUNDED = /^(comment|content|message|body|public_key|private_key|password|token|secret|secret_key|passphrase|command|input|output|args|run_as|attrs|meta|sudo|shell|detail|description|reason)$/

export function maxLengthOf(field: FieldSpec, overrides?: Record<string, number>): number | undefined {
  if (overrides && field.name in overrides) return overrides[field.name]
  if (field.name === 'phone') return 20
  if (!['CharField', 'EmailField', 'SlugField', 'URLField'].includes(field.type) || field.ro || field.many) return undefined
  if (UNBOUNDED.test(field.name)) return undefined
  return 128
}

/** DRF's label lookup for OPTIONS `type` (reference §1.6). */
export function metadataType(field: FieldSpec, nested: boolean): string {
  if (nested) return 'nested object'
  if (field.many) return 'field'
  const base = field.type.replace(/\(.*\)$/, '')
  switch (base) {
    case 'CharField': case 'UUIDField': case 'EncryptedField': return 'string'
    case 'EmailField': return 'email'
    case 'URLField': return 'url'
    case 'SlugField': return 'slug'
    case 'RegexField': return 'regex'
    case 'IntegerField': return 'integer'
    case 'FloatField': return 'float'
    case 'DecimalField': return 'decimal'
    case 'BooleanField': case 'NullBooleanField': return 'boolean'
    case 'DateField': return 'date'
    case 'DateTimeField': return 'datetime'
    case 'TimeField': return 'time'
    case 'ChoiceField': case 'LabeledChoiceField': return 'choice'
    case 'MultipleChoiceField': return 'multiple choice'
    case 'FileField': return 'file upload'
    case 'ImageField': return 'image upload'
    case 'ListField': return 'list'
    case 'DictField': return 'nested object'
    default: return base.endsWith('Serializer') ? 'nested object' : 'field'
  }
}

/** The child type of ListField(X). */
export const listChild = (field: FieldSpec): FieldSpec | undefined => {
  const m = /^ListField\((\w+)\)$/.exec(field.type)
  return m ? { name: field.name, type: m[1] } : undefined
}

export const isSecret = (field: FieldSpec) => field.type === 'EncryptedField'

/** Choice values from the TSV: numeric lists become numbers (mfa_level=0|1|2). */
export function choiceValues(values: string[]): (string | number)[] {
  return values.every((v) => /^-?\d+$/.test(v)) ? values.map(Number) : values
}

const CHOICE_LABELS: Record<string, Record<string, string>> = {
  mfa_level: { 0: 'Disable', 1: 'Enable', 2: 'Force enable' },
  source: { local: 'Local', ldap: 'LDAP/AD', openid: 'OpenID', radius: 'Radius', cas: 'CAS', saml2: 'SAML2', oauth2: 'OAuth2', custom: 'Custom' },
  protocol: { ssh: 'SSH', rdp: 'RDP', telnet: 'Telnet', vnc: 'VNC', mysql: 'MySQL', oracle: 'Oracle', postgresql: 'PostgreSQL', mariadb: 'MariaDB', sqlserver: 'SQLServer', redis: 'Redis', mongodb: 'MongoDB', k8s: 'K8S' },
  status: { open: 'Open', closed: 'Closed' },
  state: { pending: 'Open', approved: 'Approved', rejected: 'Rejected', closed: 'Closed', reopen: 'Reopen' },
  connectivity: { unknown: 'Unknown', ok: 'Ok', failed: 'Failed' },
  login_mode: { auto: 'Automatic managed', manual: 'Manually input' },
}

export function choiceLabel(field: string, value: unknown, overrides?: Record<string, Record<string, string>>): string {
  const key = String(value)
  const label = overrides?.[field]?.[key] ?? CHOICE_LABELS[field]?.[key]
  if (label) return label
  const words = key.replace(/_/g, ' ')
  return words.charAt(0).toUpperCase() + words.slice(1)
}
