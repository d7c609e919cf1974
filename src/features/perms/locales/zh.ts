import type { PermsMessages } from './en'

const perms: PermsMessages = {
  names: { AssetPermission: '资产授权', ApplicationPermission: '应用授权' },
  add: '添加',
  tabs: { users: '用户', userGroups: '用户组', assets: '资产', nodes: '节点', systemUsers: '系统用户', applications: '应用' },
  columns: { name: '名称', username: '用户名', hostname: '主机名', ip: 'IP', node: '节点', protocol: '协议', type: '类型', users: '用户', userGroups: '用户组', assets: '资产', nodes: '节点', systemUsers: '系统用户', applications: '应用', valid: '有效' },
  detail: {
    grant: '授权', validity: '有效期', who: '授权给', what: '授权对象', record: '记录',
    status: '状态', validFrom: '生效时间', validUntil: '失效时间',
    quickActions: '快速操作', active: '激活', cannotChange: '您无权修改此授权',
  },
  form: { other: '其他' },
  status: { inForce: '生效中', inactive: '未激活', notYet: '尚未生效', expired: '已过期' },
  actions: {
    label: '动作', connect: '连接', upload_file: '上传文件', download_file: '下载文件', clipboard_copy: '剪贴板复制', clipboard_paste: '剪贴板粘贴',
    clipboardHint: '剪贴板控制仅适用于 RDP 和 VNC 连接',
  },
}
export default perms
