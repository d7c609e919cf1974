import { TITLE_TRUNCATION } from '@/shared/constants'

/** Detail titles are cut at 80 characters plus an ellipsis (shell §2). Counts code points. */
export function truncateTitle(title: string, max: number = TITLE_TRUNCATION): string {
  const chars = Array.from(title)
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : title
}
