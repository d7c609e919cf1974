import { CounterBadge } from '@fluentui/react-components'
import { UNREAD_BADGE_MAX } from '@/shared/constants'

/** A count over a navbar icon (shell §6, §7): fetched with the first count to show (issue 24). */
export function CountBadge({ className, count, label }: { className: string; count: number; label: string }) {
  return <CounterBadge className={className} count={count} overflowCount={UNREAD_BADGE_MAX} size="small" color="danger" aria-label={label} />
}
