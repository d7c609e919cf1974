import { Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import { TagActionsButton, type TagActions } from './triggers'

/** The tags bar's actions menu (shell §4), once the widgets are here (first-use.tsx). */
export function TagActionsMenu({ open, actions }: { open: boolean; actions: TagActions }) {
  const { t } = useTranslation()
  return (
    <Menu defaultOpen={open}>
      <MenuTrigger disableButtonEnhancement>
        <TagActionsButton />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuItem onClick={actions.refresh}>{t('tags.refresh')}</MenuItem>
          <MenuItem onClick={actions.close}>{t('tags.close')}</MenuItem>
          <MenuItem onClick={actions.closeOthers}>{t('tags.closeOthers')}</MenuItem>
          <MenuItem onClick={actions.closeAll}>{t('tags.closeAll')}</MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
