import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { format, formatDistanceToNow } from 'date-fns'
import { enUS, ja, zhCN } from 'date-fns/locale'
import DOMPurify from 'dompurify'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { showsAbsoluteDate } from '@/shared/lib/dates'
import type { SiteMessage } from './site-messages'

const LOCALES = { zh: zhCN, en: enUS, ja }

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  subject: { flexGrow: 1, justifyContent: 'flex-start', textAlign: 'left' },
  body: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200 },
})

/** Shell §9: dates older than 7 days absolute, newer ones relative. */
export function messageDate(iso: string, lang: string, now = new Date()) {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return ''
  if (showsAbsoluteDate(date, now)) return format(date, 'yyyy-MM-dd HH:mm:ss')
  const locale = LOCALES[lang.slice(0, 2) as keyof typeof LOCALES] ?? enUS
  return formatDistanceToNow(date, { addSuffix: true, locale })
}

/** Message HTML only through DOMPurify: scripts, handlers and javascript: links are removed. */
const clean = (html: string) => DOMPurify.sanitize(html, { FORBID_TAGS: ['style', 'form', 'iframe'], FORBID_ATTR: ['style'] })

export function MessageItem({ message, onRead, busy }: { message: SiteMessage; onRead: () => void; busy: boolean }) {
  const { t, i18n } = useTranslation()
  const styles = useStyles()
  const [open, setOpen] = useState(false)
  return (
    <li className={styles.item} aria-label={message.subject}>
      <div className={styles.head}>
        <Button className={styles.subject} appearance="transparent" aria-expanded={open} onClick={() => setOpen(!open)}>
          {message.subject}
        </Button>
        <Button size="small" disabled={busy} onClick={onRead}>
          {t('messages.markRead')}
        </Button>
      </div>
      <Text size={200}>
        <time dateTime={message.date_created}>{messageDate(message.date_created, i18n.language)}</time>
      </Text>
      {open && <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean(message.message) }} />}
    </li>
  )
}
