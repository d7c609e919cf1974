// Page sizes of the two table kinds (shell §9) and the offset/limit query of a page (shell §3).
import {
  GENERIC_TABLE_DEFAULT_PAGE_SIZE,
  GENERIC_TABLE_PAGE_SIZES,
  GENERIC_TABLE_UNPAGED_SIZE,
  IMPORT_PAGE_SIZE,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_PAGE_SIZES,
  TABLE_PAGER_BUTTONS,
} from '@/shared/constants'

/** `auto`: the tables built from OPTIONS metadata; `generic`: the plain data tables. */
export type TableKind = 'auto' | 'generic' | 'import'

export interface Pagination {
  sizes: readonly number[]
  size: number
  pagerButtons: number
  paged: boolean
}

/** A remembered size is used only when it is one of the offered sizes. */
export function paginationFor(kind: TableKind, remembered?: number | null, paged = true): Pagination {
  if (kind === 'import') return { sizes: [IMPORT_PAGE_SIZE], size: IMPORT_PAGE_SIZE, pagerButtons: TABLE_PAGER_BUTTONS, paged: true }
  if (kind === 'generic' && !paged) {
    return { sizes: [], size: GENERIC_TABLE_UNPAGED_SIZE, pagerButtons: TABLE_PAGER_BUTTONS, paged: false }
  }
  const sizes: readonly number[] = kind === 'auto' ? TABLE_PAGE_SIZES : GENERIC_TABLE_PAGE_SIZES
  const fallback = kind === 'auto' ? TABLE_DEFAULT_PAGE_SIZE : GENERIC_TABLE_DEFAULT_PAGE_SIZE
  const size = remembered && sizes.includes(remembered) ? remembered : fallback
  return { sizes, size, pagerButtons: TABLE_PAGER_BUTTONS, paged: true }
}

/** Page numbers start at 1. */
export const pageQuery = (page: number, size: number) => ({ offset: (Math.max(page, 1) - 1) * size, limit: size })
