// The personal credential pages (domain §2 profile/key, temp-password, connection-token) are one shape: a heading, a
// help line, a primary action (if any), and a table of the user's own rows whose actions toast and refresh.
import { Button, Text, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular } from '@fluentui/react-icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { listKey, listQueryOptions } from '@/generic/common/api'
import { api } from '@/shared/api/client'
import { detailUrl } from '@/shared/api/resource'
import { CopyButton } from '@/generic/common/copy-button'
import { notify } from '@/generic/common/toast'
import { DataTable, type TableColumn } from '@/generic/list/data-table'
import type { Row } from '@/generic/resource-config'
import { rowsOf } from '@/shared/api/resource'
import type { ReactNode } from 'react'
import { PageHeading } from '@/generic/common/page-heading'

const NOTHING = () => {}
const NO_SELECTION: ReadonlySet<string> = new Set()

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  help: { color: tokens.colorNeutralForeground3 },
  id: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, fontFamily: tokens.fontFamilyMonospace },
})

function CopyableId({ id, copyLabel }: { id: string; copyLabel: string }) {
  const styles = useStyles()
  return (
    <span className={styles.id}>
      {id}
      <CopyButton text={id} label={copyLabel} />
    </span>
  )
}

/** The row's ID, with a copy button. */
export const idColumn = (label: string, copyLabel: string): TableColumn => ({ key: 'id', label, width: 360, render: (row) => <CopyableId id={row.id} copyLabel={copyLabel} /> })

/** An expire button, offered while the row is valid. */
export const expireColumn = (label: string, buttonLabel: string, expire: { isPending: boolean; mutate: (row: Row) => void }): TableColumn => ({
  key: 'actions',
  label,
  width: 120,
  render: (row) => (
    <Button size="small" disabled={expire.isPending || !row.is_valid} onClick={() => expire.mutate(row)}>
      {buttonLabel}
    </Button>
  ),
})

/** The user's own rows of `url`. */
export function useOwnRows(url: string) {
  const list = useQuery(listQueryOptions(url, {}))
  return { rows: list.data ? rowsOf(list.data).rows : ([] as Row[]), loading: list.isLoading }
}

/** An action on the rows of `url`: its success toasts `success(arg)`; the rows refresh either way. */
export function useOwnAction<A>(url: string, call: (arg: A) => Promise<unknown>, success: (arg: A) => string, settled?: () => void) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: call,
    onSuccess: (_, arg) => notify({ intent: 'success', text: success(arg) }),
    onSettled: () => {
      settled?.()
      return queryClient.invalidateQueries({ queryKey: listKey(url) })
    },
  })
}

/** PATCH {pk}/expire/ on a row of `url` (temp tokens, connection tokens), then toast and refresh. */
export const useExpire = (url: string, success: string) => useOwnAction(url, (row: Row) => api.patch(`${detailUrl(url, row.id)}expire/`, {}), () => success)

export interface OwnListPageProps {
  title: string
  help: string
  action?: { label: string; disabled: boolean; run: () => void }
  columns: TableColumn[]
  rows: Row[]
  loading: boolean
  rowLabel: (row: Row) => string
  children?: ReactNode
}

export function OwnListPage({ title, help, action, columns, rows, loading, rowLabel, children }: OwnListPageProps) {
  const styles = useStyles()
  return (
    <section className={styles.page} aria-label={title}>
      <PageHeading>{title}</PageHeading>
      <Text className={styles.help}>{help}</Text>
      {action && (
        <div>
          <Button appearance="primary" icon={<AddRegular />} disabled={action.disabled} onClick={action.run}>
            {action.label}
          </Button>
        </div>
      )}
      <DataTable columns={columns} rows={rows} loading={loading} order="" onOrder={NOTHING} selected={NO_SELECTION} onSelect={NOTHING} rowLabel={rowLabel} selectable={false} />
      {children}
    </section>
  )
}
