import { Menu, MenuDivider, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { pathOf } from '@/shared/access/route-table'
import { logout } from '@/shared/api/session'
import { LANGUAGES, type Language } from '@/shared/i18n'
import { prefsState, type ThemeChoice } from '@/shared/state/prefs'
import { setLanguage } from '../language'
import type { Arrival } from '../first-use'
import { useHoverDropdown } from './hover-dropdown'
import { useShell } from '../use-shell'
import { AccountButton } from '../triggers'

const THEMES: ThemeChoice[] = ['system', 'light', 'dark']

/** Shell §6: profile, API key, temporary password (with AUTH_TEMP_TOKEN), connection token, language, logout. */
export function AccountMenu({ arrival }: { arrival: Arrival }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const { settings, can } = useShell()
  const { theme } = useSnapshot(prefsState)
  const queryClient = useQueryClient()
  // The server's labels and names follow the language too (shell §9): what was read in the old one is read again.
  const chooseLanguage = (lang: Language) => void setLanguage(lang).then(() => queryClient.invalidateQueries())
  const current = (i18n.language ?? 'en').slice(0, 2)
  const dropdown = useHoverDropdown(arrival)
  return (
    <Menu checkedValues={{ language: [current] }} {...dropdown.menu}>
      <MenuTrigger disableButtonEnhancement>
        <AccountButton {...dropdown.trigger} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={() => navigate(pathOf('ProfileInfo'))}>{t('account.profile')}</MenuItem>
          {can('authentication.view_accesskey') && <MenuItem onClick={() => navigate(pathOf('ApiKey'))}>{t('account.apiKey')}</MenuItem>}
          {can('authentication.view_temptoken') && settings.AUTH_TEMP_TOKEN === true && (
            <MenuItem onClick={() => navigate(pathOf('TempPassword'))}>{t('account.tempPassword')}</MenuItem>
          )}
          {can('authentication.view_connectiontoken') && (
            <MenuItem onClick={() => navigate(pathOf('ConnectionToken'))}>{t('account.connectionToken')}</MenuItem>
          )}
          <MenuDivider />
          <ChoiceSubmenu
            label={t('account.language')}
            name="language"
            choices={LANGUAGES.map((lang: Language) => ({ value: lang, label: t(`languages.${lang}`) }))}
            checked={current}
            onPick={(lang) => chooseLanguage(lang as Language)}
          />
          {/* Issue 26: the colour scheme, the system's until the user picks one (remembered in this browser). */}
          <ChoiceSubmenu
            label={t('account.theme')}
            name="theme"
            choices={THEMES.map((choice) => ({ value: choice, label: t(`account.themes.${choice}`) }))}
            checked={theme}
            onPick={(choice) => (prefsState.theme = choice as ThemeChoice)}
          />
          <MenuDivider />
          <MenuItem onClick={() => void logout()}>{t('account.logout')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}

/** A submenu of exclusive choices (the language, the colour scheme): one radio item each, the current one checked. */
function ChoiceSubmenu({ label, name, choices, checked, onPick }: {
  label: string
  name: string
  choices: { value: string; label: string }[]
  checked: string
  onPick: (value: string) => void
}) {
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <MenuItem>{label}</MenuItem>
      </MenuTrigger>
      <MenuPopover>
        <MenuList checkedValues={{ [name]: [checked] }}>
          {choices.map((choice) => (
            <MenuItemRadio key={choice.value} name={name} value={choice.value} onClick={() => onPick(choice.value)}>
              {choice.label}
            </MenuItemRadio>
          ))}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
