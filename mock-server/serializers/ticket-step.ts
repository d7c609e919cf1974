// A step of a ticket's process_map (2.26.1 Ticket.process_map): its state, level, assignees (id and
// str(User) "Name(username)"), approval_date (str(step.date_updated), Python's str of an aware UTC
// datetime) and who processed it ('' while pending; on close, the applicant).

/** str(datetime) of an aware UTC datetime: "2026-11-25 18:59:26.055451+00:00", no fraction when it is zero. */
export function pythonUtcString(at: Date): string {
  const base = at.toISOString().replace('T', ' ').slice(0, 19)
  const ms = at.getUTCMilliseconds()
  return `${base}${ms ? `.${String(ms * 1000).padStart(6, '0')}` : ''}+00:00`
}

export interface TicketStep {
  state: string
  approval_level: number
  assignees: string[]
  assignees_display: string[]
  approval_date: string
  processor: string
  processor_display: string
}

/** A step waiting on its assignees. */
export const pendingStep = (level: number, assignees: string[], assigneesDisplay: string[], at: Date): TicketStep => ({
  state: 'pending', approval_level: level, assignees, assignees_display: assigneesDisplay, approval_date: pythonUtcString(at), processor: '', processor_display: '',
})
