import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { formatDistanceToNow } from 'date-fns'
import DOMPurify from 'dompurify'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { dateLocale, formatDate, formatServerDate, parseServerDate, showsAbsoluteDate } from '@/shared/lib/dates'
import type { SiteMessage } from './site-messages'

const useStyles = makeStyles({
  item: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, padding: `${tokens.spacingVerticalS} 0`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  subject: { flexGrow: 1, justifyContent: 'flex-start', textAlign: 'left' },
  body: { overflowWrap: 'anywhere', fontSize: tokens.fontSizeBase200 },
})

/** Shell §9: dates older than 7 days absolute, newer ones relative. */
export function messageDate(text: string, lang: string, now = new Date()) {
  const date = parseServerDate(text)
  if (!date) return ''
  if (showsAbsoluteDate(date, now)) return formatDate(date, 'medium', lang)
  return formatDistanceToNow(date, { addSuffix: true, locale: dateLocale(lang) })
}

/** The long format, shown when the pointer rests on a message's date. */
const fullDate = (text: string, lang: string) => formatServerDate(text, 'long', lang) ?? undefined

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
        {/* Domain §3 Notification: sender, delivery time and whether it has been read. */}
        {message.sender ? <span>{t('messages.sender', { sender: message.sender })}</span> : null}
        {message.sender ? ' · ' : null}
        <span>{t(message.has_read ? 'messages.read' : 'messages.unread')}</span>
        {' · '}
        <time dateTime={message.date_created} title={fullDate(message.date_created, i18n.language)}>
          {messageDate(message.date_created, i18n.language)}
        </time>
      </Text>
      {open && <div className={styles.body} dangerouslySetInnerHTML={{ __html: clean(message.message) }} />}
    </li>
  )
}
