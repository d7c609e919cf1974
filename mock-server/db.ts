import { factory, nullable, primaryKey } from '@mswjs/data'

// The mock's database. Models follow the wire fields of shared/reference (jumpserver-resources-2.26.1.tsv).
export function createDb() {
  return factory({
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
      date_expired: String,
      last_login: nullable(String),
      phone: nullable(String),
      wechat: String,
      comment: String,
      created_by: String,
    },
    role: {
      id: primaryKey(String),
      name: String,
      display_name: String,
      scope: String,
      builtin: Boolean,
      perms: () => [] as string[],
      comment: String,
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
}

export type Db = ReturnType<typeof createDb>
