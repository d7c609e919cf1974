// The comment a 2.26.1 server writes on every change of a ticket's state (BaseHandler._create_state_change_comment):
// tickets/ticket_approve_diff.html rendered with "{user} {state} the ticket" in the request's language (the
// state by TicketState's label: closing reads "Cancel"), autoescaped; opening and closing name the applicant,
// approving and rejecting the approver. The diff table the template adds when an approver changed the request
// is not written here.
import { choiceName } from '../i18n'
import { pick, type Lang, type Translations } from '../i18n/language'

const SENTENCE: Translations = ['{} {} the ticket', '{} {} 工单', '{} {} チケット']

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' }
const escaped = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c])

/** The body of the state comment: who (str(User)) did what to the ticket. */
export function stateCommentBody(user: string, state: string, lang: Lang): string {
  const info = pick(SENTENCE, lang).replace('{}', user).replace('{}', choiceName('state', state, lang))
  return `<!DOCTYPE html>\n<html lang="en">\n<body>\n<p> ${escaped(info)}</p>\n\n</body>\n</html>\n`
}
