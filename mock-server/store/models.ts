import { factory, nullable, primaryKey } from '@mswjs/data'

// The mock's database. Models follow the wire fields of shared/reference (jumpserver-resources-2.26.1.tsv).
export function createDb() {
  const db = factory({
    organization: {
      id: primaryKey(String),
      name: String,
      comment: String,
      created_by: String,
      date_created: String,
    },
    user: {
      id: primaryKey(String),
      username: String,
      name: String,
      email: String,
      /** Plain text in the mock; never returned by any serializer. */
      password: String,
      source: String,
      mfa_level: Number,
      otp_bound: Boolean,
      is_first_login: Boolean,
      is_active: Boolean,
      need_update_password: Boolean,
      is_service_account: Boolean,
      date_password_last_updated: String,
      date_joined: String,
      date_expired: nullable(String),
      last_login: nullable(String),
      phone: nullable(String),
      wechat: String,
      comment: String,
      created_by: String,
      /** The user's SSH public key (write-only on the wire; the profile shows its MD5 and comment). */
      public_key: String,
    },
    role: {
      id: primaryKey(String),
      name: String,
      display_name: String,
      scope: String,
      builtin: Boolean,
      perms: () => [] as string[],
      comment: String,
      date_created: nullable(String),
      date_updated: nullable(String),
      created_by: nullable(String),
    },
    roleBinding: {
      id: primaryKey(String),
      user: String,
      role: String,
      scope: String,
      org: nullable(String),
    },
    siteMessage: {
      id: primaryKey(String),
      user: String,
      subject: String,
      message: String,
      has_read: Boolean,
      read_at: nullable(String),
      date_created: String,
      sender: String,
    },
  })
  Object.values(db).forEach((model) => countWrites(model))
  return db
}

export type Db = ReturnType<typeof createDb>

// Write counters per model: the indexes of tables.ts rebuild only when a model was written to,
// whoever wrote (session/sessions.ts, handlers/mock-control.ts and the resources all write through these methods).
const versions = new WeakMap<object, number>()
export const modelVersion = (model: object) => versions.get(model) ?? 0

// One counter over every write to any table (models here, MemoryTables in tables.ts): the list cache
// of drf/query.ts keys on it, since a filter may read other tables (memberships, role bindings).
let writes = 0
export const writeVersion = () => writes
export function bumpWrites() {
  writes += 1
}
/** Records a write made beside the model's API (tables.ts bulk loads and indexed updates). */
export function bumpModel(model: object) {
  versions.set(model, modelVersion(model) + 1)
  writes += 1
}

function countWrites<T extends object>(model: T): T {
  const m = model as Record<string, unknown>
  for (const method of ['create', 'update', 'updateMany', 'delete', 'deleteMany', 'upsert']) {
    const original = m[method]
    if (typeof original !== 'function') continue
    m[method] = (...args: unknown[]) => {
      bumpModel(model)
      return (original as (...a: unknown[]) => unknown).apply(model, args)
    }
  }
  return model
}
