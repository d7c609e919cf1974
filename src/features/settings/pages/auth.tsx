// Settings › auth (domain §2, change_auth): the authentication switches, then LDAP (with its tests and
// user import, shell §7), OAuth2, SAML2, CAS and OIDC, each its category's form (OIDC and OAuth2 in
// sections, ../sections.ts). Attribute maps must
// map a value to username (shell §5, domain §5: src/generic/form/validation.ts).
import { useTranslation } from 'react-i18next'
import { LdapSection } from '../components/ldap-section'
import { CategorySettings } from '../components/category-settings'
import { SettingsPage } from '../components/settings-page'
import { SettingsTabs } from '../components/settings-tabs'

const FORMS = ['auth', 'oauth2', 'saml2', 'cas', 'oidc'] as const

export default function AuthPage() {
  const { t } = useTranslation('settings')
  const form = (category: string) => () => <CategorySettings category={category} />
  return (
    <SettingsPage title="menu.settingsAuth">
      <SettingsTabs
        label={t('categories.auth')}
        tabs={[
          { name: 'Basic', title: 'settings:categories.auth', render: form(FORMS[0]) },
          { name: 'LDAP', title: 'settings:categories.ldap', render: () => <LdapSection /> },
          ...FORMS.slice(1).map((c) => ({ name: c.toUpperCase(), title: `settings:categories.${c}`, render: form(c) })),
        ]}
      />
    </SettingsPage>
  )
}
