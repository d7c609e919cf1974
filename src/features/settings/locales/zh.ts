import type { SettingsMessages } from './en'
import securityFields from './security-fields.zh'

const zh: SettingsMessages = {
  sections: {
    security: { password: '密码策略', login: '登录限制', mfa: '多因子认证', session: '会话与终端', other: '其它' },
    oidc: { client: '客户端', keycloak: 'Keycloak', provider: '提供者端点', tokens: '令牌与请求', users: '用户' },
    oauth2: { client: '客户端', provider: '提供者端点', users: '用户' },
    other: { mfa: '多因子认证', assets: '资产与工单', general: '通用' },
  },
  fields: securityFields,
  names: { Terminal: '终端', ReplayStorage: '录像存储', CommandStorage: '命令存储', Endpoint: '端点', EndpointRule: '端点规则', Organization: '组织' },
  lists: { Terminal: '终端列表', ReplayStorage: '录像存储列表', CommandStorage: '命令存储列表', Endpoint: '端点列表', EndpointRule: '端点规则列表' },
  componentLoad: '负载',
  readOnly: '您可以查看这些设置；修改需要其他权限。',
  categories: {
    basic: '基本设置', email: '邮件服务', auth: '认证设置', ldap: 'LDAP', oauth2: 'OAuth2', saml2: 'SAML2', cas: 'CAS', oidc: 'OIDC',
    sms: '短信', alibaba: '阿里云', tencent: '腾讯云', huawei: '华为云', cmpp2: 'CMPP v2.0', terminal: '终端设置',
    security: '安全设置', clean: '定期清理', other: '其它设置',
  },
  storage: {
    test: '测试',
    setDefault: '设为默认',
    defaultSet: '“{{name}}”已成为默认存储',
    builtIn: '内置存储不能修改或删除',
    isDefault: '这是默认存储；请先将其他存储设为默认',
    noPermission: '您没有执行此操作的权限',
  },
  email: { test: '测试连接', testResult: '邮件测试结果', portHint: '端口 {{ssl}} 通常使用 SSL，端口 {{tls}} 使用 TLS。' },
  ldap: {
    testConfig: '测试连接', testLogin: '测试登录', testResult: 'LDAP 测试结果', users: '用户导入', importResult: 'LDAP 导入结果',
    username: '用户名', password: '密码', name: '名称', email: '邮箱', existing: '已存在', yes: '是', no: '否',
    syncing: '正在同步目录…', refresh: '刷新缓存', import: '导入', close: '关闭',
  },
  message: { title: '消息订阅', type: '消息类型', backends: { site_msg: '站内信', email: '邮件', wecom: '企业微信', dingtalk: '钉钉', feishu: '飞书' } },
  interface: {
    title: '界面设置', loginTitle: '登录页面标题', size: '尺寸：{{width}}×{{height}} 像素', save: '提交', saved: '界面设置已保存', failed: '保存失败',
    images: { favicon: '网站图标', logo_index: '首页 Logo', logo_logout: '退出页面 Logo', login_image: '登录页面图片' },
    colors: { primary: '主色', 'menu-bg': '菜单背景', 'menu-text': '菜单文字', 'menu-active-text': '当前菜单文字' },
  },
  license: {
    detail: '许可证详情', corporation: '公司', expired: '过期时间', assetCount: '授权资产数', currentAssetCount: '当前资产数',
    import: '导入许可证', file: '许可证文件', imported: '许可证已导入', importFailed: '许可证导入失败',
  },
  orgs: { users: '用户', groups: '用户组', assets: '资产', adminUsers: '管理用户', systemUsers: '系统用户', applications: '应用', assetPerms: '资产授权', appPerms: '应用授权' },
}
export default zh
