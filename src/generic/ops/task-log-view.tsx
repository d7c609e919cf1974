// A task's log (domain §2 hidden pages /ops/celery/task/{id}/log/ and /ops/task/task/{id}/log/, the
// batch command pages): the content of a 900×600 window that follows a task's log over the /ws/ops/tasks/log/ socket (the
// server pushes {message} frames, then {event: 'end'}); a task already gone from the socket is read
// once from GET ops/celery/task/{id}/log/. The log is text, never HTML.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/shared/api/client'
import type { TaskAbout } from '@/shared/lib/task-log'
import { followTaskLog } from './task-log-hub'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, maxWidth: '900px' },
  title: { margin: 0, fontSize: tokens.fontSizeBase400 },
  log: {
    margin: 0,
    minHeight: '480px',
    maxHeight: '540px',
    overflow: 'auto',
    padding: tokens.spacingHorizontalM,
    backgroundColor: '#1e1e1e',
    color: '#e6e6e6',
    fontFamily: tokens.fontFamilyMonospace,
    whiteSpace: 'pre-wrap',
  },
})

/**
 * The log of task `id` as it runs, headed by `title` (a page's own words), else by what the task is (`about`:
 * what was run, on what), else "Task log": never by the task's id.
 */
export function TaskLog({ id, title, about }: { id: string; title?: string; about?: TaskAbout }) {
  const styles = useStyles()
  const { t } = useTranslation()
  const [text, setText] = useState('')
  const [ended, setEnded] = useState(false)
  const [waiting, setWaiting] = useState(false)
  const heading = useId()

  useEffect(() => {
    let closed = false
    // Without a socket (refused, or closed before the end), the log is read once as it stands, in place of what streamed.
    const readOnce = () =>
      api
        .get<{ data?: string }>(`/api/v1/ops/celery/task/${encodeURIComponent(id)}/log/`, { silent: true })
        .then((answer) => !closed && setText(String(answer.data ?? '')))
        .catch(() => undefined)
        .finally(() => !closed && setEnded(true))
    const stop = followTaskLog(id, {
      onWaiting: () => setWaiting(true),
      onLine: (line) => {
        setWaiting(false)
        setText((old) => old + line)
      },
      onEnd: () => setEnded(true),
      onError: () => void readOnce(),
    })
    return () => {
      closed = true
      stop()
    }
  }, [id])

  return (
    <section className={styles.page} aria-busy={!ended}>
      <h1 id={heading} className={styles.title}>
        {title ?? (about ? t(`taskLog.title.${about.what}`, { on: about.on }) : t('menu.taskLog'))}
      </h1>
      {waiting && !text && <p role="status">{t('taskLog.waiting')}</p>}
      <pre className={styles.log} role="log" aria-labelledby={heading} data-testid="task-log" data-ended={ended}>
        {text.replace(/\r\n/g, '\n')}
      </pre>
    </section>
  )
}
