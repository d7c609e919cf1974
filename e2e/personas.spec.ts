import { expect, settled, test } from './fixtures'

// One journey per persona of ARCHITECTURE.md (admin's is admin.spec.ts). What each one sees is written
// by hand from the spec: views per roles (shell §2), menus per route permissions (domain §2), navbar
// items (shell §6), banners (shell §8), first login (shell §4), languages (shell §9).

test.describe('auditor', () => {
  test.use({ persona: 'auditor' })
  test('the system auditor lands on the audit view, its first allowed one, and has no console', async ({ page, signIn, shell, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/audit\/dashboard$/)
    await expect(shell.viewTabs()).toHaveText(['Audit', 'Workbench', 'Tickets', 'Settings'], { useInnerText: true })
    await expect(shell.sidebar().getByRole('link', { name: 'Session list' })).toBeVisible()
    await settled(page)
    await expect(page.getByRole('link', { name: 'Web terminal' })).toHaveCount(0)
    await page.goto('/ui/console/users/users')
    await expect(page).not.toHaveURL(/\/ui\/console\//)
  })
})

test.describe('orgadmin', () => {
  test.use({ persona: 'orgadmin' })
  test('the org admin manages the users of Default, without system settings', async ({ page, signIn, shell, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/console\/dashboard$/)
    await expect(shell.viewTabs()).toHaveText(['Console', 'Audit', 'Workbench', 'Tickets'], { useInnerText: true })
    await expect(page.getByRole('button', { name: 'Organisation: Default' })).toBeVisible()
    await shell.sidebar().getByRole('link', { name: 'User list' }).click()
    await expect(page).toHaveURL(/\/ui\/console\/users\/users/)
    await expect(page.getByRole('row').filter({ hasText: 'orgadmin' }).first()).toBeVisible()
    await settled(page)
    await expect(page.getByRole('link', { name: 'System settings' })).toHaveCount(0)
  })
})

test.describe('orgauditor', () => {
  test.use({ persona: 'orgauditor' })
  test('the org auditor reads the audit view of Default only', async ({ page, signIn, shell, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/audit\/dashboard$/)
    await expect(shell.viewTabs()).toHaveText(['Audit', 'Workbench', 'Tickets'], { useInnerText: true })
    await expect(shell.sidebar().getByRole('link', { name: 'Login log' })).toBeVisible()
    await settled(page)
    await expect(shell.sidebar().getByRole('link', { name: 'User list' })).toHaveCount(0)
    await shell.viewSwitcher().getByRole('tab', { name: 'Workbench' }).click()
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
  })
})

test.describe('user', () => {
  test.use({ persona: 'user' })
  test('the org user works in Chinese and reads a site message', async ({ page, signIn, shell, persona, context, baseURL }) => {
    await context.addCookies([{ name: 'django_language', value: 'zh-hans', url: baseURL! }])
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
    await expect(shell.viewTabs()).toHaveText(['工作台', '工单'], { useInnerText: true })
    await expect(page.getByText('版本 2.26.1')).toBeVisible()
    await page.getByRole('button', { name: /站内信|Site messages/ }).click()
    await expect(page.getByRole('dialog').getByText('Welcome', { exact: true })).toBeVisible()
  })
})

test.describe('multiorg', () => {
  test.use({ persona: 'multiorg' })
  test('the admin of two organisations switches to Branch Office and stays there', async ({ page, signIn, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/console\/dashboard$/)
    await page.getByRole('button', { name: 'Organisation: Default' }).click()
    await page.getByRole('menuitemradio', { name: 'Branch Office' }).click()
    await expect(page.getByRole('button', { name: 'Organisation: Branch Office' })).toBeVisible()
    await page.reload()
    await expect(page.getByRole('button', { name: 'Organisation: Branch Office' })).toBeVisible()
  })
})

test.describe('newbie', () => {
  test.use({ persona: 'newbie' })
  test('a first login completes the profile, then reaches the workbench', async ({ page, signIn, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/profile\/improvement\?next=/)
    await expect(page.getByRole('heading', { name: 'Improve your information' })).toBeVisible()
    await page.getByRole('checkbox', { name: 'I agree to the terms and conditions of use' }).check()
    await page.getByRole('button', { name: 'Confirm and continue' }).click()
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
  })
})

test.describe('expiring', () => {
  test.use({ persona: 'expiring' })
  test('a local password expiring in 3 days raises the banner', async ({ page, signIn, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
    await expect(page.getByText('The password will expire in 3 days. Please change your password as soon as possible.')).toBeVisible()
  })
})

test.describe('ldapuser', () => {
  test.use({ persona: 'ldapuser' })
  test('a directory user works in Japanese, without password banners', async ({ page, signIn, shell, persona, context, baseURL }) => {
    await context.addCookies([{ name: 'django_language', value: 'ja', url: baseURL! }])
    await page.goto('/ui/')
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
    await expect(shell.viewTabs()).toHaveText(['ワークベンチ', 'チケット'], { useInnerText: true })
    await settled(page)
    await expect(page.getByRole('alert').filter({ hasText: /パスワード|password/i })).toHaveCount(0)
  })
})

test.describe('mfauser', () => {
  test.use({ persona: 'mfauser' })
  test('a user with a bound OTP passes the MFA step into the console', async ({ page, signIn, shell, persona }) => {
    await page.goto('/ui/')
    await signIn.signIn(persona, { stopAtMfa: true })
    await expect(signIn.mfaForm()).toBeVisible()
    await signIn.enterMfaCode('123456')
    await expect(page).toHaveURL(/\/ui\/console\/dashboard$/)
    await expect(shell.viewTabs()).toHaveText(['Console', 'Audit', 'Workbench', 'Tickets'], { useInnerText: true })
  })
})
