import { createElement } from 'react'
import {
  AppsRegular, BoardRegular, BriefcaseRegular, CertificateRegular, CircleSmallRegular, DesktopRegular, DocumentTextRegular,
  FlowRegular, FolderRegular, HomeRegular, KeyRegular, LockClosedRegular, MailRegular, OrganizationRegular, PaintBrushRegular,
  PeopleRegular, PhoneRegular, SettingsRegular, ShieldKeyholeRegular, ShieldTaskRegular, TaskListLtrRegular, TicketDiagonalRegular,
  BroomRegular, VideoClipRegular, WindowConsoleRegular, WrenchRegular, ChatRegular, ServerRegular, type FluentIcon,
} from '@fluentui/react-icons'

// The icon of each first-level menu entry, by route name: what the collapsed sidebar shows (shell §1).
const ICONS: Record<string, FluentIcon> = {
  AdminDashboard: BoardRegular, AuditDashboard: BoardRegular, WorkbenchHome: HomeRegular,
  Users: PeopleRegular, Assets: DesktopRegular, Applications: AppsRegular, Accounts: KeyRegular, Perms: ShieldKeyholeRegular,
  Acls: ShieldTaskRegular, JobCenter: BriefcaseRegular, Sessions: VideoClipRegular, Logs: DocumentTextRegular,
  MyAssets: DesktopRegular, MyApps: AppsRegular, WorkbenchOps: BriefcaseRegular, WebTerminal: WindowConsoleRegular, FileManager: FolderRegular,
  MyTicketList: TicketDiagonalRegular, AssignedTicketList: TaskListLtrRegular, TicketFlowList: FlowRegular,
  Basic: SettingsRegular, Email: MailRegular, Auth: LockClosedRegular, Message: ChatRegular, SMS: PhoneRegular,
  TerminalSetting: ServerRegular, Security: ShieldKeyholeRegular, Clean: BroomRegular, InterfaceSetting: PaintBrushRegular,
  OrganizationList: OrganizationRegular, Other: SettingsRegular, Tools: WrenchRegular, License: CertificateRegular,
}

/** The icon of a menu entry, as an element (a generic dot for an entry without one of its own). */
export const menuIcon = (routeName: string | undefined) => createElement((routeName && ICONS[routeName]) || CircleSmallRegular)
