import { grantOnly } from './step-definitions/tasks/api/grant'
import { ApiSession } from './step-definitions/tasks/api/api-session'
const base = 'http://127.0.0.1:5191'
await fetch(base + '/__mock/reset', { method: 'POST' })
const t0 = Date.now()
await grantOnly(base, 'staff01', ['rbac.view_console', 'users.view_user'])
console.log('grant ms', Date.now() - t0)
const s = new ApiSession(base)
console.log((await s.signIn('staff01')).status)
const p = await s.request<any>('GET', '/api/v1/users/profile/')
console.log(p.status, JSON.stringify(p.body.console_orgs), p.body.perms?.filter((x: string) => x.startsWith('users') || x.startsWith('rbac.view_c')))
