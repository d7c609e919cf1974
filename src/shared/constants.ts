// Business constants and limits, named as shell §9 and domain §9 name them. One home for every
// figure: pages and helpers import from here, features check them through the behaviour using them.

// ── HTTP and session (shell §7, §9) ─────────────────────────────────────────────────────────────
export const HTTP_TIMEOUT_MS = 60_000
/**
 * The server's id cache keeps a selection 300 s (reference §1.8). A token is reused for the same ids only
 * while a read started with it ends, time-out included, before the server forgets it.
 */
export const SPM_TTL_MS = 300_000
export const SPM_REUSE_MS = SPM_TTL_MS - HTTP_TIMEOUT_MS
export const ERROR_TOAST_MS = 5_000
export const SESSION_CHECK_TIMER_MS = 30_000
/** Expire mode `close`: the session cookie is rewritten every 10 s with a 2-minute lifetime (shell §4). */
export const SESSION_COOKIE_REFRESH_MS = 10_000
export const SESSION_COOKIE_EXPIRY_MS = 2 * 60_000
/** A profile failure with 401/403 sends the user to sign-in after 100 ms (shell §4). */
export const PROFILE_FAILURE_REDIRECT_MS = 100
export const CODE_RESEND_WAIT_S = 60
export const OTP_LENGTH = 6
export const TEMP_PASSWORD_LIFETIME_S = 300

// ── Layout (shell §2, §9) ───────────────────────────────────────────────────────────────────────
/** Mobile is strictly under 992 px wide. */
export const MOBILE_BREAKPOINT_PX = 992
// Shares of the window (shell §9), in vw for the reason given for the drawer below.
export const DIALOG_WIDTH_MOBILE = '80vw'
export const DIALOG_WIDTH_DEFAULT = '60vw'
export const MESSAGE_DRAWER_WIDTH_PX = 380
// 70% of the window (shell §2), as the 992 px mobile breakpoint measures it: a percentage of the fixed
// overlay would leave out the page's scrollbar and change with it.
export const MESSAGE_DRAWER_WIDTH_MOBILE = '70vw'
export const FOOTER_MARGIN_SIDEBAR_OPEN_PX = 220
export const FOOTER_MARGIN_SIDEBAR_CLOSED_PX = 54
export const TASK_LOG_POPUP = { width: 900, height: 600 } as const

// ── Selects and tag search (shell §9) ───────────────────────────────────────────────────────────
export const SELECT_PAGE_SIZE = 10
/** The next select page loads when the list is scrolled within 600 px of its bottom. */
export const SELECT_LAZY_LOAD_THRESHOLD_PX = 600
/** The tag search emits its tags 400 ms after it mounts, and 490 ms after its fields (options) load. */
export const TAG_SEARCH_MOUNT_EMIT_MS = 400
export const TAG_SEARCH_OPTIONS_EMIT_MS = 490
/** A dropdown opened by hovering its trigger shows after 50 ms (shell §9). */
export const DROPDOWN_SHOW_DELAY_MS = 50

// ── Tables (shell §9, domain §9) ────────────────────────────────────────────────────────────────
export const TABLE_PAGE_SIZES = [15, 30, 50, 100] as const
export const TABLE_DEFAULT_PAGE_SIZE = 15
export const TABLE_PAGER_BUTTONS = 5
export const GENERIC_TABLE_PAGE_SIZES = [10, 20, 30, 40, 50] as const
export const GENERIC_TABLE_DEFAULT_PAGE_SIZE = 10
/** Size used by a generic table shown without pagination. */
export const GENERIC_TABLE_UNPAGED_SIZE = 999
/** Columns always shown whatever the column preference (shell §3, §9). */
export const MINIMUM_COLUMNS = ['id', 'actions'] as const

// ── Import and export (shell §5, §9; domain §5, §9) ─────────────────────────────────────────────
export const IMPORT_PAGE_SIZE = 10
export const IMPORT_ROW_PAUSE_MS = 100
/** Two figures by design (spec README): the check uses 30 MB, the help text says 10 MB. */
export const IMPORT_SIZE_CHECK_MB = 30
export const IMPORT_SIZE_HELP_MB = 10
export const IMPORT_FILE_EXTENSIONS = ['.csv', '.xlsx'] as const
export const IMPORT_COLUMN_PX_PER_CHAR = 10
export const IMPORT_COLUMN_MIN_PX = 100
export const IMPORT_COLUMN_MAX_PX = 180
export const IMPORT_STATUS_COLUMN_PX = 80
export const EXPORT_FORMATS = ['csv', 'xlsx'] as const

// ── Dates (shell §9, domain §9) ─────────────────────────────────────────────────────────────────
/** Date shortcuts as look-back spans in days: last 24 hours, week, month, 3 months. */
export const DATE_SHORTCUT_DAYS = { day: 1, week: 7, month: 30, threeMonths: 90 } as const
/** Date formats (shell §9), as date-fns patterns in the reader's time zone: short is the day, medium
 * the day and the time on a 24-hour clock, long the weekday and the spelled-out day in the language. */
export const DATE_FORMATS = { short: 'yyyy-MM-dd', medium: 'yyyy-MM-dd HH:mm:ss', long: 'PPPP HH:mm:ss' } as const
/** A date picker given bad input falls back to 5 days ago … 1 day ahead (shell §5). */
export const DATE_FALLBACK_DAYS_BEFORE = 5
export const DATE_FALLBACK_DAYS_AFTER = 1

// ── Banners (shell §8, §9) ──────────────────────────────────────────────────────────────────────
/** Licence banner "will expire" when fewer than 7 days remain. */
export const LICENCE_WARNING_DAYS = 7
/** Password banner when 5 days or fewer remain. */
export const PASSWORD_WARNING_DAYS = 5

// ── Site messages and tickets (shell §7, §9) ────────────────────────────────────────────────────
export const SITE_MESSAGES_PAGE_SIZE = 15
export const UNREAD_BADGE_MAX = 99
/** Message dates older than 7 days are shown absolute, newer ones relative. */
export const SITE_MESSAGE_ABSOLUTE_AFTER_DAYS = 7
export const TICKET_BADGE_PAGE_SIZE = 15

// ── Small behaviours (shell §2, §9) ─────────────────────────────────────────────────────────────
export const TITLE_TRUNCATION = 80
export const COPY_THROTTLE_MS = 1_800
/** A masked key is copied as six stars (shell §9). */
export const MASKED_KEY_STARS = '******'
/** Tab cookie activeTab lives 1 day (shell §2). */
export const ACTIVE_TAB_COOKIE_DAYS = 1

// ── Organisations (shell §3, §9; reference §1.10) ───────────────────────────────────────────────
/** The root organisation is the nil org id (shell §3); both ids are shared with the mock. */
export { DEFAULT_ORG_ID, ROOT_ORG_ID } from '@contracts/org-ids'

// ── Query encoding (shell §9) ───────────────────────────────────────────────────────────────────
/** URL-encoded query separators: `~` between a filter's key and value, `,` between filters. */
export const QUERY_KEY_VALUE_SEPARATOR = '~'
export const QUERY_FILTER_SEPARATOR = ','

// ── Domain limits (domain §5, §9) ───────────────────────────────────────────────────────────────
export const PRIORITY_MIN = 1
export const PRIORITY_MAX = 100
export const CRON_PREVIEW_COUNT = 5
export const CRON_FIELD_COUNT = 5
export const BRANDING_IMAGE_SIZES = {
  favicon: { width: 16, height: 16 },
  logo_index: { width: 185, height: 55 },
  logo_logout: { width: 82, height: 82 },
  login_image: { width: 492, height: 472 },
  oauth2_logo: { width: 64, height: 64 },
} as const
export const SMTP_SSL_PORT = 465
export const SMTP_TLS_PORT = 587

// ── Product (shell §1) ──────────────────────────────────────────────────────────────────────────
export const PRODUCT_VERSION = '2.26.1'

/** The enterprise edition's page (shell §1: shown only without a valid licence; the footer and the help menu). */
export const ENTERPRISE_URL = 'https://jumpserver.org/enterprise.html'
