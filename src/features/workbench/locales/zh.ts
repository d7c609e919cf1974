import type { WorkbenchMessages } from './en'

// 命名空间 'workbench'：工作台首页（domain §2 workbench/home）。
const workbench: WorkbenchMessages = {
  title: '工作台',
  welcome: '欢迎，{{name}}',
  intro: '您的资产、应用和工具都在这里。',
  quickLinks: {
    label: '快捷入口',
    myAssets: '我的资产',
    myApps: '我的应用',
    webTerminal: 'Web 终端',
    tickets: '我的工单',
  },
  myAssets: {
    title: '我的资产',
    all_one: '查看全部（{{count}}）',
    all_other: '查看全部（{{count}}）',
    empty: '您还没有被授权任何资产。',
    columns: { hostname: '主机名', ip: 'IP', platform: '系统平台', org: '组织' },
  },
  granted: { asset: '资产', application: '应用', connect: '连接', inactive: '已禁用' },
  connect: {
    to: '连接 {{name}}',
    loginAs: '登录用户',
    loginUser: '{{name}}（{{username}}，{{protocol}}）',
    default: '默认',
    only: '将以 {{user}} 登录。',
    none: '您在该资产上没有被授权任何系统用户，请联系管理员授权。',
    loading: '正在加载系统用户…',
    error: '无法加载该资产的系统用户。',
    cancel: '取消',
    protocols: { ssh: 'SSH', rdp: 'RDP', telnet: 'Telnet', vnc: 'VNC', other: '其他协议' },
  },
  tree: { label: '我的资产树', allAssets: '全部资产' },
  states: {
    loading: '加载中…',
    error: '无法加载您的资产。',
  },
}
export default workbench
