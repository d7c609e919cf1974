// A secret key while hidden (shell §9: a masked key shows six stars plus its non-word characters).
import { MASKED_KEY_STARS } from '@/shared/constants'

/** Six stars, then the key's non-word characters in order (a UUID keeps its four dashes). */
export const maskedKey = (key: string) => MASKED_KEY_STARS + key.replace(/\w/g, '')
