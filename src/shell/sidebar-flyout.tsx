import { Menu, MenuGroup, MenuGroupHeader, MenuItem, MenuList, MenuPopover, MenuTrigger, Tooltip } from '@fluentui/react-components'
import { useState, type ReactElement } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { ConsoleRoute } from '@/shared/access/route-table'
import { joinPath } from './sidebar-tree'

/** A tooltip naming an icon button (shell §1, §6), shown at once when the user was already at it. */
export function Tip({ content, shown, after, children }: { content: string; shown: boolean; after?: boolean; children: ReactElement }) {
  const [visible, setVisible] = useState(shown)
  return (
    <Tooltip content={content} relationship="label" positioning={after ? 'after' : undefined} visible={visible} onVisibleChange={(_, data) => setVisible(data.visible)}>
      {children}
    </Tooltip>
  )
}

/** The collapsed sidebar's flyout of an app's pages (shell §1), once the widgets are here (first-use.tsx). */
export function AppFlyout({ route, appBase, open, shown, button }: { route: ConsoleRoute; appBase: string; open: boolean; shown: boolean; button: ReactElement }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const title = t(route.meta?.title ?? '')
  // The tooltip sits right inside the trigger (Fluent passes the trigger's props through a Tooltip only).
  const [tip, setTip] = useState(shown && !open)
  return (
    <Menu positioning={{ position: 'after', align: 'top' }} defaultOpen={open}>
      <MenuTrigger>
        <Tooltip content={title} relationship="label" positioning="after" visible={tip} onVisibleChange={(_, data) => setTip(data.visible)}>
          {button}
        </Tooltip>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{title}</MenuGroupHeader>
            {route.children!.map((child) => (
              <MenuItem
                key={child.name}
                onClick={() => (child.external ? window.open(child.external, '_blank', 'noopener,noreferrer') : navigate(joinPath(appBase, child.path)))}
              >
                {t(child.meta?.title ?? '')}
              </MenuItem>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
