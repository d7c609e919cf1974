// Remote select (shell §5, §9): options from a caller's URL, 10 per page, the next page loaded when
// the list is scrolled near its bottom (600 px); a 403 while loading counts as success and disables
// the select; a disabled-values list. A chosen value always shows its name (issue 22), also one set
// before its option loaded (an initial value, a clone, a draft, a ticket): the values not among the
// loaded options are asked of the same URL by the list API's `ids` filter (reference §1.2).
import { Combobox, Option, makeStyles } from '@fluentui/react-components'
import { useInfiniteQuery, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { api } from '@/shared/api/client'
import { idChunks, rowsOf, withQuery, type Paged } from '@/shared/api/resource'
import { SELECT_LAZY_LOAD_THRESHOLD_PX, SELECT_PAGE_SIZE } from '@/shared/constants'
import { errorStatus } from '@/shared/api/error-body'
import { queryKeys } from '@/shared/api/query-keys'
import { isolateBidi } from '@/shared/lib/bidi'

const useStyles = makeStyles({ listbox: { maxHeight: '260px', overflowY: 'auto' } })

export interface SelectOption {
  label: string
  value: string
}

export interface RemoteSelectProps {
  url: string
  value: string[]
  onChange: (value: string[]) => void
  multiple?: boolean
  disabledValues?: string[]
  /** Row → option; label and value default to name and id (shell §3). */
  toOption?: (row: Record<string, unknown>) => SelectOption
  label?: string
  disabled?: boolean
  /** Labels of selected values the server already named (an object's *_display), until their options load. */
  knownLabels?: Record<string, string>
}

// Names isolated for bidi (issue 26): an override in a name cannot turn the username after it around.
const defaultOption = (row: Record<string, unknown>): SelectOption => ({ label: isolateBidi(String(row.name ?? row.id)), value: String(row.id) })

/** A user as the console names one in a select: "Name (username)". */
export const userOption = (row: Record<string, unknown>): SelectOption => ({ label: `${isolateBidi(String(row.name))} (${isolateBidi(String(row.username))})`, value: String(row.id) })

interface OptionPage {
  rows: Array<Record<string, unknown>>
  count: number
  forbidden: boolean
}

/** One page of options; a 403 is a successful empty answer that disables the select (shell §5). */
export async function fetchOptionPage(url: string, offset: number, search: string): Promise<OptionPage> {
  try {
    const answer = await api.get<Paged<Record<string, unknown>>>(withQuery(url, { limit: SELECT_PAGE_SIZE, offset, search: search || undefined }), { silent: true })
    return { ...rowsOf(answer), forbidden: false }
  } catch (error) {
    if (errorStatus(error) === 403) return { rows: [], count: 0, forbidden: true }
    throw error
  }
}

/** The rows of these ids (the list API's `ids` filter, IDS_PER_ADDRESS a call); a failure names nothing. */
async function fetchNamed(url: string, ids: string[]): Promise<Array<Record<string, unknown>>> {
  try {
    const answers = await Promise.all(idChunks(ids).map((chunk) => api.get<Paged<Record<string, unknown>>>(withQuery(url, { ids: chunk.join(','), limit: chunk.length }), { silent: true })))
    return answers.flatMap((answer) => rowsOf(answer).rows)
  } catch {
    return []
  }
}

export function RemoteSelect({ url, value, onChange, multiple, disabledValues = [], toOption = defaultOption, label, disabled, knownLabels = {} }: RemoteSelectProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const [search, setSearch] = useState('')
  const query = useInfiniteQuery({
    queryKey: queryKeys.selectOptions(url, search),
    queryFn: ({ pageParam }) => fetchOptionPage(url, pageParam, search),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((n, p) => n + p.rows.length, 0)
      return !last.forbidden && last.rows.length > 0 && loaded < last.count ? loaded : undefined
    },
  })
  const pages = query.data?.pages ?? []
  const forbidden = pages.some((p) => p.forbidden)
  const options = pages.flatMap((p) => p.rows.map(toOption))
  const onScroll = (e: React.UIEvent<HTMLDivElement>) => {
    const el = e.currentTarget
    if (query.hasNextPage && !query.isFetchingNextPage && el.scrollHeight - el.scrollTop - el.clientHeight < SELECT_LAZY_LOAD_THRESHOLD_PX) void query.fetchNextPage()
  }
  const unnamed = query.isFetched ? value.filter((v) => !options.some((o) => o.value === v) && !knownLabels[v]) : []
  const named = useQuery({
    queryKey: queryKeys.selectLabels(url, [...unnamed].sort()),
    queryFn: () => fetchNamed(url, unnamed),
    enabled: unnamed.length > 0 && !forbidden,
    staleTime: 60_000,
  })
  const found = (named.data ?? []).map(toOption)
  // Until its name is known a value shows nothing; one the server no longer lists keeps its value.
  const selectedLabels = value
    .map((v) => options.find((o) => o.value === v)?.label ?? knownLabels[v] ?? found.find((o) => o.value === v)?.label ?? (named.isFetched || forbidden ? v : ''))
    .filter(Boolean)

  return (
    <Combobox
      aria-label={label}
      multiselect={multiple}
      disabled={disabled || forbidden}
      placeholder={t('select.placeholder')}
      selectedOptions={value}
      value={search || selectedLabels.join(', ')}
      onInput={(e) => setSearch((e.target as HTMLInputElement).value)}
      onOptionSelect={(_, d) => {
        setSearch('')
        onChange(multiple ? d.selectedOptions : d.optionValue ? [d.optionValue] : [])
      }}
      listbox={{ className: styles.listbox, onScroll }}
    >
      {options.length === 0 && (
        <Option disabled value="">
          {t('select.noOptions')}
        </Option>
      )}
      {options.map((o) => (
        <Option key={o.value} value={o.value} disabled={disabledValues.includes(o.value)}>
          {o.label}
        </Option>
      ))}
    </Combobox>
  )
}
