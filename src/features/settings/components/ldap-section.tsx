// The LDAP settings (reference §2.9, shell §7): the form, a connection test with the values in the
// form, a login test, and the directory's users to import. Their answers show in the page: the
// generic flash is off for LDAP calls (shell §8).
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { encryptPassword } from '@/shared/crypto/encrypt'
import { silentPost } from '../api/settings'
import { LdapUsersDialog } from './ldap-users-dialog'
import { SettingsForm } from './settings-form'
import { TestResultBar, runTest, type TestResult } from './test-result'

const useStyles = makeStyles({ login: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, alignItems: 'end' } })

export function LdapSection() {
  const { t } = useTranslation('settings')
  const styles = useStyles()
  const [result, setResult] = useState<TestResult>(null)
  const [login, setLogin] = useState({ username: '', password: '' })
  const [importing, setImporting] = useState(false)
  const test = async (call: () => Promise<unknown>) => setResult(await runTest(call))
  return (
    <>
      <SettingsForm
        category="ldap"
        title={t('categories.ldap')}
        actions={(values, editable) =>
          editable && (
            <>
              <Button type="button" onClick={() => void test(() => silentPost('/api/v1/settings/ldap/testing/config/', values))}>
                {t('ldap.testConfig')}
              </Button>
              <Button type="button" onClick={() => setImporting(true)}>
                {t('ldap.users')}
              </Button>
            </>
          )
        }
      >
        <TestResultBar result={result} label={t('ldap.testResult')} />
      </SettingsForm>
      <form
        className={styles.login}
        aria-label={t('ldap.testLogin')}
        onSubmit={(e) => {
          e.preventDefault()
          void test(() => silentPost('/api/v1/settings/ldap/testing/login/', { username: login.username, password: encryptPassword(login.password) }))
        }}
      >
        <Field label={t('ldap.username')}>
          <Input value={login.username} onChange={(_, d) => setLogin((l) => ({ ...l, username: d.value }))} />
        </Field>
        <Field label={t('ldap.password')}>
          <Input type="password" value={login.password} onChange={(_, d) => setLogin((l) => ({ ...l, password: d.value }))} />
        </Field>
        <Button type="submit">{t('ldap.testLogin')}</Button>
      </form>
      {importing && <LdapUsersDialog onClose={() => setImporting(false)} />}
    </>
  )
}
