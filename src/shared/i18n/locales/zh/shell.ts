import type en from '../en/shell'

const zh: typeof en = {
  productName: 'JumpServer',
  loading: '加载中…',
  views: { console: '控制台', audit: '审计台', workbench: '工作台', tickets: '工单', settings: '系统设置' },
  menu: { dashboard: '仪表盘', home: '首页' },
  account: {
    menu: '账号菜单',
    profile: '个人信息',
    apiKey: 'API 密钥',
    tempPassword: '临时密码',
    connectionToken: '连接令牌',
    language: '语言',
    logout: '退出登录',
  },
  sidebar: { collapse: '收起菜单', expand: '展开菜单', navigation: '主菜单' },
  footer: {
    version: '版本 {{version}}',
    openSource: '开源版本，遵循 GPLv3 协议',
    enterprise: '企业版信息',
  },
  dashboard: {
    title: '仪表盘',
    welcome: '欢迎，{{name}}',
    currentOrg: '组织：{{org}}',
  },
  workbench: {
    title: '工作台',
    welcome: '欢迎，{{name}}',
    intro: '您的资产、应用和工具都在这里。',
  },
  startup: {
    failed: '控制台无法启动',
    retry: '重试',
  },
  errorPages: {
    forbiddenTitle: '没有权限',
    forbiddenText: '您没有权限查看此页面。',
    notFoundTitle: '请求错误',
    notFoundText: '您请求的页面不存在。',
    goHome: '返回首页',
  },
  languages: { zh: '中文', en: 'English', ja: '日本語' },
}
export default zh
