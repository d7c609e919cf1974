// The security settings by the names 2.26 gives them (apps/settings/serializers/security.py), for the
// console to label its fields in the user's language whatever the server sends (issue 23).
const securityFields = {
  SECURITY_PASSWORD_MIN_LENGTH: { label: 'Password minimum length' },
  SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH: { label: 'Admin user password minimum length' },
  SECURITY_PASSWORD_UPPER_CASE: { label: 'Must contain capital' },
  SECURITY_PASSWORD_LOWER_CASE: { label: 'Must contain lowercase' },
  SECURITY_PASSWORD_NUMBER: { label: 'Must contain numeric' },
  SECURITY_PASSWORD_SPECIAL_CHAR: { label: 'Must contain special' },
  SECURITY_MFA_AUTH: { label: 'Global MFA auth', choices: { '0': 'Disable', '1': 'All users', '2': 'Only admin users' } },
  SECURITY_MFA_AUTH_ENABLED_FOR_THIRD_PARTY: { label: 'Third-party login users perform MFA authentication', help: 'The third-party login modes include OIDC, CAS, and SAML2' },
  SECURITY_LOGIN_LIMIT_COUNT: { label: 'Limit the number of user login failures' },
  SECURITY_LOGIN_LIMIT_TIME: { label: 'Block user login interval', help: 'Unit: minute, If the user has failed to log in for a limited number of times, no login is allowed during this time interval.' },
  SECURITY_LOGIN_IP_LIMIT_COUNT: { label: 'Limit the number of IP login failures' },
  SECURITY_LOGIN_IP_LIMIT_TIME: { label: 'Block IP login interval', help: 'Unit: minute, If the user has failed to log in for a limited number of times, no login is allowed during this time interval.' },
  SECURITY_LOGIN_IP_WHITE_LIST: { label: 'Login IP White List', help: 'Format for comma-delimited string, with * indicating a match all. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64' },
  SECURITY_LOGIN_IP_BLACK_LIST: { label: 'Login IP Black List', help: 'Format for comma-delimited string, with * indicating a match all. Such as: 192.168.10.1, 192.168.1.0/24, 10.1.1.1-10.1.1.20, 2001:db8:2de::e13, 2001:db8:1a:1110::/64' },
  SECURITY_PASSWORD_EXPIRATION_TIME: { label: 'User password expiration', help: 'Unit: day, If the user does not update the password during the time, the user password will expire failure;The password expiration reminder mail will be automatic sent to the user by system within 5 days (daily) before the password expires' },
  OLD_PASSWORD_HISTORY_LIMIT_COUNT: { label: 'Number of repeated historical passwords', help: 'Tip: When the user resets the password, it cannot be the previous n historical passwords of the user' },
  USER_LOGIN_SINGLE_MACHINE_ENABLED: { label: 'Only single device login', help: 'Next device login, pre login will be logout' },
  ONLY_ALLOW_EXIST_USER_AUTH: { label: 'Only exist user login', help: 'If enable, CAS、OIDC auth will be failed, if user not exist yet' },
  ONLY_ALLOW_AUTH_FROM_SOURCE: { label: 'Only from source login', help: 'Only log in from the user source property' },
  SECURITY_MFA_VERIFY_TTL: { label: 'MFA verify TTL', help: 'Unit: second, The verification MFA takes effect only when you view the account password' },
  SECURITY_LOGIN_CHALLENGE_ENABLED: { label: 'Enable Login dynamic code', help: 'The password and additional code are sent to a third party authentication system for verification' },
  SECURITY_MFA_IN_LOGIN_PAGE: { label: 'MFA in login page', help: 'Eu security regulations(GDPR) require MFA to be on the login page' },
  SECURITY_LOGIN_CAPTCHA_ENABLED: { label: 'Enable Login captcha', help: 'Enable captcha to prevent robot authentication' },
  SECURITY_SERVICE_ACCOUNT_REGISTRATION: { label: 'Enable terminal register', help: 'Allow terminal register, after all terminal setup, you should disable this for security' },
  SECURITY_WATERMARK_ENABLED: { label: 'Enable watermark', help: 'Enabled, the web session and replay contains watermark information' },
  SECURITY_MAX_IDLE_TIME: { label: 'Connection max idle time', help: 'If idle time more than it, disconnect connection Unit: minute' },
  SECURITY_LUNA_REMEMBER_AUTH: { label: 'Remember manual auth' },
  CHANGE_AUTH_PLAN_SECURE_MODE_ENABLED: { label: 'Enable change auth secure mode' },
  SECURITY_INSECURE_COMMAND: { label: 'Insecure command alert' },
  SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER: { label: 'Email recipient', help: 'Multiple user using , split' },
  SECURITY_COMMAND_EXECUTION: { label: 'Batch command execution', help: 'Allow user run batch command or not using ansible' },
  SECURITY_SESSION_SHARE: { label: 'Session share', help: 'Enabled, Allows user active session to be shared with other users' },
  SECURITY_CHECK_DIFFERENT_CITY_LOGIN: { label: 'Remote Login Protection', help: 'The system determines whether the login IP address belongs to a common login city. If the account is logged in from a common login city, the system sends a remote login reminder' },
  // Not a 2.26 field: domain §9 names a heartbeat set in seconds; 2.26.1 keeps TERMINAL_HEARTBEAT_INTERVAL in
  // its config file only (20 s), no settings API offers it. Named here for a server whose terminal
  // settings do (features/settings/heartbeat.feature).
  TERMINAL_HEARTBEAT_INTERVAL: { label: 'Heartbeat interval', help: 'How often a component reports to the core. Unit: second' },
  // Not a security field: the OAuth2 logo of the auth settings, its size from domain §9 (settings-form.tsx).
  AUTH_OAUTH2_LOGO_PATH: { label: 'Logo', help: 'Size: {{width}}×{{height}} px' },
}
export default securityFields
/** Every field named in each language: a missing one does not compile. */
type Fields = typeof securityFields
export type SecurityFields = { [K in keyof Fields]: { [P in keyof Fields[K]]: Fields[K][P] extends string ? string : { [C in keyof Fields[K][P]]: string } } }
