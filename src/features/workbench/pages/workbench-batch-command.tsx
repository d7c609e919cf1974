// The workbench batch command (domain §2 workbench ops, ops.add_commandexecution; hidden unless
// SECURITY_COMMAND_EXECUTION): run one command on some of my assets as a system user. POST
// ops/command-executions/ starts the run; its log follows below (the task log socket).
import {
  Button,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TaskLog } from '@/generic/ops/task-log-view'
import { RemoteSelect } from '@/generic/select/remote-select'
import { api } from '@/shared/api/client'
import { serverErrorText } from '@/shared/errors/catalogue'
import { MY_ASSETS_URL } from '../api/my-assets'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '900px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase500 },
})

export default function WorkbenchBatchCommandPage() {
  const styles = useStyles()
  const { t } = useTranslation('workbench')
  const [hosts, setHosts] = useState<string[]>([])
  const [runAs, setRunAs] = useState<string[]>([])
  const [command, setCommand] = useState('')
  const run = useMutation({
    mutationFn: () =>
      api.post<{ id: string }>(
        '/api/v1/ops/command-executions/',
        { hosts, run_as: runAs[0], command },
        { silent: true },
      ),
  })
  const error = run.error
    ? serverErrorText((run.error as { response?: { data?: unknown } }).response?.data) || t('batch.failed')
    : ''
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('batch.title')}</h1>
      <Field label={t('batch.hosts')}>
        <RemoteSelect
          label={t('batch.hosts')}
          url={MY_ASSETS_URL}
          multiple
          value={hosts}
          onChange={setHosts}
          toOption={(r) => ({ label: `${String(r.hostname)}(${String(r.ip)})`, value: String(r.id) })}
        />
      </Field>
      <Field label={t('batch.runAs')}>
        <RemoteSelect
          label={t('batch.runAs')}
          url="/api/v1/assets/system-users/suggestions/"
          value={runAs}
          onChange={setRunAs}
        />
      </Field>
      <Field label={t('batch.command')}>
        <Textarea value={command} onChange={(_, d) => setCommand(d.value)} />
      </Field>
      <div>
        <Button
          appearance="primary"
          disabled={run.isPending || !command.trim() || !hosts.length || !runAs.length}
          onClick={() => run.mutate()}
        >
          {t('batch.run')}
        </Button>
      </div>
      {error && (
        <MessageBar intent="error">
          <MessageBarBody>{error}</MessageBarBody>
        </MessageBar>
      )}
      {run.data && <TaskLog key={run.data.id} id={run.data.id} title={t('batch.output')} />}
    </section>
  )
}
