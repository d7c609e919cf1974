import { Menu, MenuDivider, MenuGroup, MenuGroupHeader, MenuItem, MenuItemRadio, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useSnapshot } from 'valtio'
import { pathAfterOrgSwitch, storeOrg } from '@/shared/state/current-org'
import { pathOf } from '@/shared/access/route-table'
import { BASE } from '@/shared/api/session'
import type { OrgRef } from '@/shared/api/types'
import { orgState } from '@/shared/state/org'
import { resetSessionState } from '@/shared/state/session'
import { resetTags } from '@/shared/state/tags'
import { useShell } from '../use-shell'
import { OrgButton, useOrgChoices } from '../triggers'

/**
 * Shell §3, §4, §6: the organisation picker (needs a licence). In the console view a group with
 * create and list, shown when either permission is held, each disabled without its own; then the
 * orgs the user may use in this view. Switching stores the org, resets state and reloads.
 */
export function OrgPicker({ open }: { open: boolean }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { profile, view, can } = useShell()
  const { current } = useSnapshot(orgState)
  const orgs = useOrgChoices()
  if (!orgs) return null
  const canAdd = can('orgs.add_organization')
  const canList = can('orgs.view_organization')
  const switchTo = (org: OrgRef) => {
    if (org.id === current?.id) return
    storeOrg(profile.username, org)
    queryClient.clear()
    resetTags()
    resetSessionState()
    window.location.assign(BASE + pathAfterOrgSwitch(window.location.pathname.slice(BASE.length), window.location.search))
  }
  return (
    <Menu checkedValues={{ org: current ? [current.id] : [] }} defaultOpen={open}>
      <MenuTrigger disableButtonEnhancement>
        <OrgButton />
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          {view === 'console' && (canAdd || canList) && (
            <>
              <MenuGroup>
                <MenuGroupHeader>{t('org.actions')}</MenuGroupHeader>
                <MenuItem disabled={!canAdd} onClick={() => navigate(pathOf('OrganizationCreate'))}>
                  {t('org.create')}
                </MenuItem>
                <MenuItem disabled={!canList} onClick={() => navigate(pathOf('OrganizationList'))}>
                  {t('org.list')}
                </MenuItem>
              </MenuGroup>
              <MenuDivider />
            </>
          )}
          <MenuGroup>
            <MenuGroupHeader>{t('org.available')}</MenuGroupHeader>
            {orgs.map((org) => (
              <MenuItemRadio key={org.id} name="org" value={org.id} onClick={() => switchTo(org)}>
                {org.name}
              </MenuItemRadio>
            ))}
          </MenuGroup>
        </MenuList>
      </MenuPopover>
    </Menu>
  )
}
