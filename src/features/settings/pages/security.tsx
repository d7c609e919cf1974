// Settings › security (domain §2, §9): the 'security' category in sections with headings (password
// policy, login limits, MFA, sessions and terminals, other), each a form over the category's OPTIONS
// metadata (reference §2.11) limited to its fields; every field of the category is in one section.
import { useTranslation } from 'react-i18next'
import { SettingsForm } from '../components/settings-form'
import { SettingsPage } from '../components/settings-page'

const SECTIONS: Array<[string, string[]]> = [
  ['password', ['SECURITY_PASSWORD_MIN_LENGTH', 'SECURITY_ADMIN_USER_PASSWORD_MIN_LENGTH', 'SECURITY_PASSWORD_UPPER_CASE', 'SECURITY_PASSWORD_LOWER_CASE', 'SECURITY_PASSWORD_NUMBER', 'SECURITY_PASSWORD_SPECIAL_CHAR', 'SECURITY_PASSWORD_EXPIRATION_TIME', 'OLD_PASSWORD_HISTORY_LIMIT_COUNT']],
  ['login', ['SECURITY_LOGIN_LIMIT_COUNT', 'SECURITY_LOGIN_LIMIT_TIME', 'SECURITY_LOGIN_IP_LIMIT_COUNT', 'SECURITY_LOGIN_IP_LIMIT_TIME', 'SECURITY_LOGIN_IP_WHITE_LIST', 'SECURITY_LOGIN_IP_BLACK_LIST', 'USER_LOGIN_SINGLE_MACHINE_ENABLED', 'ONLY_ALLOW_EXIST_USER_AUTH', 'ONLY_ALLOW_AUTH_FROM_SOURCE', 'SECURITY_LOGIN_CHALLENGE_ENABLED', 'SECURITY_LOGIN_CAPTCHA_ENABLED', 'SECURITY_CHECK_DIFFERENT_CITY_LOGIN']],
  ['mfa', ['SECURITY_MFA_AUTH', 'SECURITY_MFA_AUTH_ENABLED_FOR_THIRD_PARTY', 'SECURITY_MFA_VERIFY_TTL', 'SECURITY_MFA_IN_LOGIN_PAGE']],
  ['session', ['SECURITY_MAX_IDLE_TIME', 'SECURITY_WATERMARK_ENABLED', 'SECURITY_LUNA_REMEMBER_AUTH', 'SECURITY_SESSION_SHARE', 'SECURITY_COMMAND_EXECUTION', 'SECURITY_INSECURE_COMMAND', 'SECURITY_INSECURE_COMMAND_EMAIL_RECEIVER']],
  ['other', ['SECURITY_SERVICE_ACCOUNT_REGISTRATION', 'CHANGE_AUTH_PLAN_SECURE_MODE_ENABLED']],
]

export default function SecuritySettingsPage() {
  const { t } = useTranslation('settings')
  return (
    <SettingsPage title="menu.settingsSecurity">
      {SECTIONS.map(([section, fields]) => (
        <SettingsForm key={section} category="security" title={t(`securitySections.${section}`)} only={fields} />
      ))}
    </SettingsPage>
  )
}
