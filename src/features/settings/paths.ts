// Where the terminal settings' lists are: tabs of the terminal settings page (domain §2), by name.
import { pathOf } from '@/shared/access/route-table'

export const terminalTab = (tab: string) => `${pathOf('TerminalSetting')}?activeTab=${tab}`
