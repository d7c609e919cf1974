// Public settings as GET /api/v1/settings/public/ answers them (reference §2.2, shell §3).
// The mock starts licensed, so organisations and licence-gated routes are reachable; tests switch
// keys through PATCH /__mock/settings.
export function defaultPublicSettings() {
  return {
    XPACK_ENABLED: true,
    INTERFACE: {
      logo_logout: '/static/img/logo.png',
      logo_index: '/static/img/logo_text.png',
      login_image: '/static/img/login_image.jpg',
      favicon: '/static/img/facio.ico',
      login_title: 'JumpServer Open Source Bastion Host',
      theme: 'classic_green',
      theme_info: {} as Record<string, unknown>,
    },
    WINDOWS_SKIP_ALL_MANUAL_PASSWORD: false,
    SECURITY_VIEW_AUTH_NEED_MFA: true,
    SECURITY_COMMAND_EXECUTION: true,
    SECURITY_LUNA_REMEMBER_AUTH: true,
    SECURITY_WATERMARK_ENABLED: true,
    SESSION_EXPIRE_AT_BROWSER_CLOSE: true,
    SECURITY_SESSION_SHARE: true,
    XPACK_LICENSE_IS_VALID: true,
    AUTH_WECOM: false,
    AUTH_DINGTALK: false,
    AUTH_FEISHU: false,
    AUTH_TEMP_TOKEN: false,
    TERMINAL_RAZOR_ENABLED: true,
    TERMINAL_MAGNUS_ENABLED: true,
    TERMINAL_KOKO_SSH_ENABLED: true,
    TERMINAL_OMNIDB_ENABLED: true,
    ANNOUNCEMENT_ENABLED: true,
    TICKETS_ENABLED: true,
    OLD_PASSWORD_HISTORY_LIMIT_COUNT: 5,
    TICKET_AUTHORIZE_DEFAULT_TIME: 7,
    SECURITY_MAX_IDLE_TIME: 30,
    SECURITY_MFA_VERIFY_TTL: 3600,
    SECURITY_PASSWORD_EXPIRATION_TIME: 9999,
    HELP_DOCUMENT_URL: 'http://docs.jumpserver.org',
    HELP_SUPPORT_URL: 'http://www.jumpserver.org/support/',
    PASSWORD_RULE: {
      SECURITY_PASSWORD_MIN_LENGTH: 6,
      SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: 6,
      SECURITY_PASSWORD_UPPER_CASE: false,
      SECURITY_PASSWORD_LOWER_CASE: false,
      SECURITY_PASSWORD_NUMBER: false,
      SECURITY_PASSWORD_SPECIAL_CHAR: false,
    },
    XPACK_LICENSE_INFO: { corporation: 'Example Corporation (mock licence)' },
    ANNOUNCEMENT: {} as Record<string, unknown>,
  }
}

export type PublicSettings = ReturnType<typeof defaultPublicSettings>

/** The keys GET /api/v1/settings/public/open/ answers, and only those. */
export const openSettingKeys = ['XPACK_ENABLED', 'INTERFACE'] as const

/** Licence detail (shell §3); the xpack shape is not in the reference, so the spec's fields only. */
export function defaultLicence(now = Date.now()) {
  return {
    corporation: 'Example Corporation (mock licence)',
    date_expired: new Date(now + 365 * 86_400_000).toISOString().slice(0, 10),
    asset_count: 5000,
    current_asset_count: 0,
    edition: 'Enterprise',
    is_valid: true,
  }
}
