import { expect, test } from './fixtures'

test.use({ persona: 'admin' })

test('admin signs in, reaches the dashboard, switches to the workbench and logs out', async ({ page, signIn, shell, persona }) => {
  await test.step('the console sends a visitor to the platform sign-in page', async () => {
    await page.goto('/ui/')
    await expect(signIn.form()).toBeVisible()
  })
  await test.step('signing in lands on the console dashboard', async () => {
    await signIn.signIn(persona)
    await expect(page).toHaveURL(/\/ui\/console\/dashboard$/)
    await expect(shell.heading()).toHaveText('Dashboard')
    await expect(shell.footer()).toContainText('2.26.1')
  })
  await test.step('the view switcher opens the workbench', async () => {
    await page.getByRole('tab', { name: 'Workbench' }).click()
    await expect(page).toHaveURL(/\/ui\/workbench\/home$/)
    await expect(shell.heading()).toHaveText('Workbench')
  })
  await test.step('logging out returns to the sign-in page', async () => {
    await shell.logout()
    await expect(signIn.form()).toBeVisible()
  })
})
