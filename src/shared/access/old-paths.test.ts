import { describe, expect, it } from 'vitest'
import { currentPathOf } from './old-paths'

describe('old links (the real console paths)', () => {
  it.each([
    ['/console/users/users/user-acl', '/console/users/user-acl'],
    ['/console/users/users/user-acl/create', '/console/users/user-acl/create'],
    ['/console/users/users/user-acl/7/update?x=1', '/console/users/user-acl/7/update?x=1'],
    ['/audits/login-log', '/audit/logs/login-log'],
    ['/audits/ftp-log/', '/audit/sessions/ftp'],
    ['/console/users/users/7', '/console/users/users/7'],
    ['/console/assets/assets', '/console/assets/assets'],
  ])('%s lands on %s', (old, now) => expect(currentPathOf(old)).toBe(now))
})
