// Issue 24: the shell's Fluent menus, tab list and tooltips, fetched on the first use of any of their
// triggers (first-use.tsx) and not with the first paint.
import { AccountMenu } from './navbar/account-menu'
import { HelpMenu } from './navbar/help-menu'
import { OrgPicker } from './navbar/org-picker'
import { ViewTabs } from './navbar/view-tabs'
import { AppFlyout, Tip } from './sidebar-flyout'
import { TagActionsMenu } from './tag-actions'

export const widgets = { AccountMenu, HelpMenu, OrgPicker, ViewTabs, AppFlyout, Tip, TagActionsMenu }
