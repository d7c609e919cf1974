import { Menu, MenuItemLink, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { ENTERPRISE_URL } from '@/shared/constants'
import { useShell } from '../use-shell'
import { HelpButton } from '../triggers'
import type { Arrival } from '../first-use'
import { useHoverDropdown } from './hover-dropdown'


const httpUrl = (value: unknown) => (typeof value === 'string' && /^https?:\/\//i.test(value) ? value : undefined)

/** Help entries (shell §3 HELP_DOCUMENT_URL, HELP_SUPPORT_URL) and the enterprise entry (shell §6). */
export function HelpMenu({ arrival }: { arrival: Arrival }) {
  const { t } = useTranslation()
  const { settings, licensed } = useShell()
  const docs = httpUrl(settings.HELP_DOCUMENT_URL)
  const support = httpUrl(settings.HELP_SUPPORT_URL)
  const dropdown = useHoverDropdown(arrival)
  return (
    <Menu {...dropdown.menu}>
      <MenuTrigger disableButtonEnhancement>
        <HelpButton {...dropdown.trigger} />
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
