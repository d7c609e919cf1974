// A ticket's detail (domain §2 tickets/{type}/{id}, tickets/{id}; domain §3 Ticket, §4 states): what was
// asked, the approval levels, the comments, and for its current assignees Approve and Reject, for the
// applicant Close. An action with a comment posts the comment first. Comments are server text: shown
// as text, never as HTML (a comment holding a script shows that script literally); the server's own
// state comments read as their words (comment-body.tsx). What is asked reads
// in words, per type (request-fields.tsx): names and labels, never ids or wire values. Back returns to
// where the approver came from; the page's tab is named after the ticket.
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogTitle,
  Field,
  MessageBar,
  MessageBarBody,
  Textarea,
  makeStyles,
  tokens,
} from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useBack } from '@/generic/common/use-back'
import { useSnapshot } from 'valtio'
import { DefinitionList } from '@/generic/common/definition-list'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { PageHeading } from '@/generic/common/page-heading'
import { LoadingState } from '@/generic/common/query-state'
import { usePageTitle } from '@/generic/common/use-page-title'
import { detailQueryOptions, listQueryOptions } from '@/generic/common/api'
import { notify } from '@/generic/common/toast'
import { displayValue } from '@/generic/list/list-columns'
import { shownChoices } from '@/generic/common/field-text'
import type { Row } from '@/generic/resource-config'
import { useCan } from '@/shared/access/use-can'
import { api } from '@/shared/api/client'
import { rowsOf } from '@/shared/api/resource'
import { formatServerDate } from '@/shared/lib/dates'
import { sessionState } from '@/shared/state/session'
import { ticketApi, ticketPaths } from '../paths'
import { approvalBody, appTypeWords, GrantFields, GrantSummary, grantOf, grantProblem, snapshotNames, type Grant, type GrantKind } from './grant-fields'
import { CommentBody } from './comment-body'
import { requestRows } from './request-fields'
import { stateLabel } from './ticket-list'
import { queryKeys } from '@/shared/api/query-keys'

const COMMENTS_URL = '/api/v1/tickets/comments/'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
  sub: { margin: 0, fontSize: tokens.fontSizeBase400 },
  value: { margin: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  comments: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
  },
  comment: { borderLeft: `3px solid ${tokens.colorNeutralStroke1}`, paddingLeft: tokens.spacingHorizontalM },
  meta: { color: tokens.colorNeutralForeground3, fontSize: tokens.fontSizeBase200 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginTop: tokens.spacingVerticalS },
})

type Action = 'approve' | 'reject' | 'close' | 'comment'


/** The actions a grant asks for, in the server's words (apply_actions_display beside apply_actions): "All" alone for all. */
function actionWords(ticket: Row): unknown[] {
  const actions = Array.isArray(ticket.apply_actions) ? (ticket.apply_actions as unknown[]) : []
  const words = Array.isArray(ticket.apply_actions_display) ? (ticket.apply_actions_display as unknown[]) : actions
  return shownChoices(actions).map((a) => words[actions.indexOf(a)] ?? a)
}

export function TicketDetail({ type }: { type?: string }) {
  const styles = useStyles()
  const { t, i18n } = useTranslation(['tickets', 'generic'])
  const { id = '' } = useParams()
  const back = useBack()
  const can = useCan()
  const { profile } = useSnapshot(sessionState)
  const queryClient = useQueryClient()
  const url = ticketApi(type)
  const detail = useQuery(detailQueryOptions(url, id))
  const comments = useQuery(listQueryOptions(COMMENTS_URL, { ticket_id: id }))
  const [comment, setComment] = useState('')
  // The approver's copy of the requested grant (apply_asset): narrowed or adjusted before approving.
  const [grant, setGrant] = useState<Grant | null>(null)
  const [confirming, setConfirming] = useState<'approve' | 'reject' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  // The request types whose approver grants something (and may adjust it first).
  const ticketType = (detail.data as Row | undefined)?.type
  const loadedTitle = (detail.data as Row | undefined)?.title
  usePageTitle(loadedTitle === undefined ? undefined : t('detailTitle', { title: String(loadedTitle ?? '') }))
  const kind: GrantKind | null = ticketType === 'apply_asset' || ticketType === 'apply_application' ? ticketType : null
  const act = useMutation({
    mutationFn: async (action: Action) => {
      if (comment.trim())
        await api.post(`${COMMENTS_URL}?ticket_id=${encodeURIComponent(id)}`, { body: comment })
      // A request that grants is approved with what it grants (approvalBody); every other action has no body.
      const at = `${url}${encodeURIComponent(id)}/${action}/`
      if (action === 'approve' && kind) await api.patch(at, approvalBody(detail.data as Row, grant, kind), { serverTimeZone: true })
      else if (action !== 'comment') await api.put(at, {})
    },
    onSuccess: (_, action) => {
      setComment('')
      setConfirming(null)
      notify({ intent: 'success', text: t(`done.${action}`) })
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.resources }),
        queryClient.invalidateQueries({ queryKey: queryKeys.assignedTickets() }),
      ]),
  })

  if (detail.isLoading) return <LoadingState label={t('loading')} />
  const ticket = detail.data as Row | undefined
  if (!ticket) return null
  const date = (v: unknown) => formatServerDate(v, 'medium', i18n.language) ?? ''
  const open = ticket.status === 'open'
  const me = profile?.id ?? ''
  // The current step's assignees are in process_map (the server sends no `assignees` key, issue 27).
  const step = ((ticket.process_map as Row[]) ?? []).find((p) => Number(p.approval_level) === Number(ticket.approval_step ?? 1))
  const assigned = ((step?.assignees as string[]) ?? []).includes(me)
  const known = snapshotNames(ticket)
  // Names, never ids (issue 23): the server's snapshot of what was asked, else the object's own name.
  const names = (v: unknown) =>
    Array.isArray(v)
      ? v.map((o) => (o && typeof o === 'object' ? String((o as Row).name ?? (o as Row).id) : (known[String(o)] ?? String(o)))).join(', ')
      : ''
  const adjusting = open && assigned && kind !== null
  const editing = adjusting ? (grant ?? grantOf(ticket)) : null
  const rows: [string, ReactNode][] = [
    ['serial', String(ticket.serial_num ?? '')],
    ['type', String(ticket.type_display ?? ticket.type ?? '')],
    ['state', stateLabel(ticket.state)],
    ['applicant', String((ticket.rel_snapshot as Row | undefined)?.applicant ?? '')],
    ['org', String(ticket.org_name ?? '')],
    ['dateCreated', date(ticket.date_created)],
  ]
  if (ticket.type === 'apply_asset')
    rows.push(['assets', names(ticket.apply_assets)], ['nodes', names(ticket.apply_nodes)])
  if (ticket.type === 'apply_application')
    rows.push(
      ['applications', names(ticket.apply_applications)],
      ['appType', appTypeWords(ticket.apply_category, ticket.apply_type, t)],
    )
  if (ticket.type === 'apply_asset' || ticket.type === 'apply_application')
    rows.push(
      ['systemUsers', names(ticket.apply_system_users)],
      ['actions', displayValue(actionWords(ticket), t)],
      ['dateStart', date(ticket.apply_date_start)],
      ['dateExpired', date(ticket.apply_date_expired)],
    )
  rows.push(...requestRows(ticket, { t, date, can }))
  const steps = (ticket.process_map as Row[]) ?? []
  const commentRows = comments.data ? rowsOf(comments.data).rows : []

  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <Button icon={<ArrowLeftRegular />} onClick={() => back(ticketPaths.myTickets())}>
          {t('generic:detail.back')}
        </Button>
        <PageHeading grow>{t('detailTitle', { title: String(ticket.title ?? '') })}</PageHeading>
      </div>
      <DefinitionList items={rows.map(([key, value]) => ({ key, term: t(`fields.${key}`, { defaultValue: key }), value }))} />
      <h2 className={styles.sub}>{t('process')}</h2>
      <ol aria-label={t('process')}>
        {steps.map((s) => (
          <li key={String(s.approval_level)}>
            {t('level', { level: s.approval_level })}:{' '}
            {stateLabel(s.state === 'notified' ? 'pending' : s.state)} —{' '}
            {String(s.processor_display || ((s.assignees_display as string[]) ?? []).join(', '))}
          </li>
        ))}
      </ol>
      <h2 className={styles.sub}>{t('comments')}</h2>
      {comments.isSuccess && commentRows.length === 0 && <p className={styles.meta}>{t('noComments')}</p>}
      <ul className={styles.comments} aria-label={t('comments')}>
        {commentRows.map((c) => (
          <li key={c.id} className={styles.comment}>
            <div className={styles.meta}>
              {String(c.user_display ?? '')} · {date(c.date_created)}
            </div>
            <div className={styles.value}>
              <CommentBody body={String(c.body ?? '')} label={t('commentChanges')} />
            </div>
          </li>
        ))}
      </ul>
      <Dialog open={confirming !== null} onOpenChange={(_, d) => !d.open && setConfirming(null)}>
        <ConsoleDialogSurface>
          <DialogBody>
            <DialogTitle>{t(confirming === 'reject' ? 'grant.confirmReject' : 'grant.confirmApprove')}</DialogTitle>
            <DialogContent>
              {confirming === 'approve' && editing && kind ? (
                <GrantSummary kind={kind} value={editing} name={names} date={date} />
              ) : (
                t('grant.rejectText', { title: String(ticket.title ?? '') })
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={() => setConfirming(null)}>{t('grant.cancel')}</Button>
              <Button appearance="primary" disabled={act.isPending} onClick={() => confirming && act.mutate(confirming)}>
                {t(confirming === 'reject' ? 'reject' : 'approve')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
      {open && (
        <form aria-label={t('process')} onSubmit={(e) => e.preventDefault()}>
          {editing && (
            <section aria-label={t('grant.title')} className={styles.page}>
              <h2 className={styles.sub}>{t('grant.title')}</h2>
              <p className={styles.meta}>{t('grant.help')}</p>
              <GrantFields kind={kind ?? 'apply_asset'} value={editing} names={known} onChange={setGrant} approving />
            </section>
          )}
          {problem && (
            <MessageBar intent="error" role="alert">
              <MessageBarBody>{t(problem)}</MessageBarBody>
            </MessageBar>
          )}
          <Field label={t('comment')}>
            <Textarea value={comment} onChange={(_, d) => setComment(d.value)} />
          </Field>
          <div className={styles.actions}>
            {assigned && (
              <Button
                appearance="primary"
                disabled={act.isPending}
                onClick={() => {
                  const found = editing && kind ? grantProblem(editing, kind, true) : null
                  setProblem(found)
                  if (!found) setConfirming('approve')
                }}
              >
                {t('approve')}
              </Button>
            )}
            {assigned && (
              <Button disabled={act.isPending} onClick={() => setConfirming('reject')}>
                {t('reject')}
              </Button>
            )}
            {(assigned || ticket.applicant === me) && (
              <Button disabled={act.isPending} onClick={() => act.mutate('close')}>
                {t('close')}
              </Button>
            )}
            <Button disabled={act.isPending || !comment.trim()} onClick={() => act.mutate('comment')}>
              {t('sendComment')}
            </Button>
          </div>
        </form>
      )}
    </section>
  )
}
