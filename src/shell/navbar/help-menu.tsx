import { Button, Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { QuestionCircle20Regular } from '@fluentui/react-icons'
import { useTranslation } from 'react-i18next'
import { useShell } from '../use-shell'
import { useHoverDropdown } from './hover-dropdown'

/** The enterprise edition's page (shell §1: shown only without a valid licence). */
export const ENTERPRISE_URL = 'https://jumpserver.org/enterprise.html'

const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined)

/** Help entries (shell §3 HELP_DOCUMENT_URL, HELP_SUPPORT_URL) and the enterprise entry (shell §6). */
export function HelpMenu() {
  const { t } = useTranslation()
  const { settings, licensed } = useShell()
  const docs = httpUrl(settings.HELP_DOCUMENT_URL)
  const support = httpUrl(settings.HELP_SUPPORT_URL)
  const dropdown = useHoverDropdown()
  return (
    <Menu {...dropdown}>
      <MenuTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<QuestionCircle20Regular />} aria-label={t('help.menu')} />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {docs && (
            <MenuItemLink href={docs} target="_blank" rel="noopener noreferrer">
              {t('help.documents')}
            </MenuItemLink>
          )}
          {support && (
            <MenuItemLink href={support} target="_blank" rel="noopener noreferrer">
              {t('help.support')}
            </MenuItemLink>
          )}
          <MenuItemLink href="/core/download/" target="_blank" rel="noopener noreferrer">
            {t('help.tools')}
          </MenuItemLink>
          {!licensed && (
            <MenuItemLink href={ENTERPRISE_URL} target="_blank" rel="noopener noreferrer">
              {t('footer.enterprise')}
            </MenuItemLink>
          )}
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
