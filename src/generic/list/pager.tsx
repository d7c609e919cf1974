// Server paging (shell §9): sizes 15/30/50/100, default 15 and remembered, five page buttons.
import { Button, Select, makeStyles, tokens } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

const useStyles = makeStyles({
  pager: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end', paddingTop: tokens.spacingVerticalM },
  size: { width: '90px' },
})

/** At most `buttons` page numbers around the current page. */
export function pageWindow(page: number, pages: number, buttons: number): number[] {
  const count = Math.min(buttons, pages)
  let start = Math.max(1, page - Math.floor(buttons / 2))
  start = Math.min(start, Math.max(1, pages - count + 1))
  return Array.from({ length: count }, (_, i) => start + i)
}

export interface PagerProps {
  /** The name of its navigation when it pages a part of the page (a detail tab: "Pages of Users"); "Pagination" by default. */
  label?: string
  page: number
  size: number
  sizes: readonly number[]
  total: number
  buttons: number
  onPage: (page: number) => void
  onSize: (size: number) => void
}

export function Pager({ label, page, size, sizes, total, buttons, onPage, onSize }: PagerProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const pages = Math.max(1, Math.ceil(total / size))
  // The size chosen shows at once, while its rows are asked for (the list changes its size with them).
  const [asked, setAsked] = useState<{ from: number; to: number }>()
  const shown = asked?.from === size ? asked.to : size
  return (
    <nav className={styles.pager} aria-label={label ?? t('table.pagination')}>
      <span>{t('table.total', { count: total })}</span>
      <Select
        className={styles.size}
        aria-label={t('table.pageSize')}
        value={String(shown)}
        onChange={(_, d) => {
          setAsked({ from: size, to: Number(d.value) })
          onSize(Number(d.value))
        }}
      >
        {sizes.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </Select>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)} aria-label={t('table.previous')}>
        ‹
      </Button>
      {pageWindow(page, pages, buttons).map((p) => (
        <Button
          key={p}
          size="small"
          appearance={p === page ? 'primary' : 'secondary'}
          aria-current={p === page ? 'page' : undefined}
          aria-label={t('table.page', { page: p })}
          onClick={() => onPage(p)}
        >
          {p}
        </Button>
      ))}
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)} aria-label={t('table.next')}>
        ›
      </Button>
    </nav>
  )
}
