// Wire types of the shared calls (shell §3, reference §2). Converted at the boundary; unknown = deny.
export interface OrgRef {
  id: string
  name: string
  is_default?: boolean
  is_root?: boolean
}

export interface Profile {
  id: string
  name: string
  username: string
  email: string
  source: string
  is_first_login: boolean
  date_password_last_updated: string | null
  perms: string[]
  console_orgs: OrgRef[]
  audit_orgs: OrgRef[]
  workbench_orgs: OrgRef[]
  /** Role ids: the system roles, and the org roles of the organisation the profile was read in. */
  system_roles?: string[]
  org_roles?: string[]
  system_roles_display?: string
  org_roles_display?: string
  mfa_level?: number
}

export interface ThemeColors {
  [key: string]: string
}

export interface InterfaceSettings {
  login_title: string
  favicon: string
  logo_index: string
  logo_logout: string
  login_image?: string
  theme?: string
  theme_info?: { colors?: ThemeColors } | Record<string, never>
}

export interface OpenPublicSettings {
  XPACK_ENABLED: boolean
  INTERFACE: InterfaceSettings
}

export interface PublicSettings extends OpenPublicSettings {
  XPACK_LICENSE_IS_VALID: boolean
  XPACK_LICENSE_INFO: { corporation: string }
  SECURITY_MFA_VERIFY_TTL: number
  /** Sensitive views (and exports of sensitive resources) ask the user to confirm first. */
  SECURITY_VIEW_AUTH_NEED_MFA?: boolean
  SECURITY_PASSWORD_EXPIRATION_TIME: number
  SECURITY_COMMAND_EXECUTION: boolean
  AUTH_TEMP_TOKEN: boolean
  TICKETS_ENABLED: boolean
  HELP_DOCUMENT_URL: string
  HELP_SUPPORT_URL: string
  [key: string]: unknown
}
