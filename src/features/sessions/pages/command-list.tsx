// The command records (domain §2 audit/command) beside their command storages, as 2.26 reads them: the
// server lists the commands of one storage (?command_storage_id=) and none without it, so the page asks
// for the storages first (GET command-storages/tree/, with the list's filters and date range, so each
// storage shows how many commands they select) and lists the first readable one. A storage the server
// cannot read (an Elasticsearch node that does not answer) is marked, and choosing it says so (domain §8
// "search storage node unavailable") and keeps the list where it was. A storage that goes away or stops
// answering after the tree was read is refused by the server with a 403 "Action not allowed" (2.26.1's
// permission check fails on it): the page says the node is unavailable, reads the tree again and lists
// a readable storage instead of showing a permission error in place of the commands.
import { MessageBar, MessageBarBody, Tree, TreeItem, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { ErrorState, LoadingState } from '@/generic/common/query-state'
import { notify } from '@/generic/common/toast'
import { ListPage } from '@/generic/list/list-page'
import { dateScope } from '@/generic/list/list-query'
import { filterQuery, readSearchState } from '@/generic/list/search-state'
import type { ResourceConfig } from '@/generic/resource-config'
import { useResource } from '@/generic/resource-context'
import { TreeBeside } from '@/generic/tree/tree-beside'
import { api } from '@/shared/api/client'
import { errorStatus } from '@/shared/api/error-body'
import { queryKeys } from '@/shared/api/query-keys'

const TREE_URL = '/api/v1/terminal/command-storages/tree/'

/** A node of the server's tree: the root, or a storage titled `name(type)` and named with its count. */
interface TreeNode {
  id: string
  name: string
  title: string
  pId: string
  valid?: boolean
}

interface CommandStorage {
  id: string
  name: string
  /** The commands the filters select; unknown for a storage that cannot be read. */
  count?: number
  readable: boolean
}

/** The storages of the tree, in its order (the readable ones first), read from the server's node words. */
function storagesOf(nodes: TreeNode[]): CommandStorage[] {
  return nodes
    .filter((n) => n.pId === 'root')
    .map((n) => {
      const count = /^\((\d+)\)$/.exec(n.name.slice(n.title.length))?.[1]
      return { id: n.id, name: n.title.replace(/\([^()]*\)$/, ''), count: count === undefined ? undefined : Number(count), readable: n.valid !== false }
    })
}

const useStyles = makeStyles({
  chosen: { fontWeight: tokens.fontWeightSemibold, color: tokens.colorBrandForeground1 },
  unreadable: { color: tokens.colorNeutralForeground3 },
})

/**
 * Calls `onRefused` with the storage whose commands the server refused with a 403, once per refusal: the
 * list page's own read of `?command_storage_id=` (the client has already toasted shell §8's words).
 */
function useStorageRefusals(url: string, onRefused: (storageId: string) => void) {
  const queryClient = useQueryClient()
  const latest = useRef(onRefused)
  useEffect(() => {
    latest.current = onRefused
  })
  useEffect(
    () =>
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return
        const [kind, listUrl, list, query] = event.query.queryKey as unknown[]
        if (kind !== 'resource' || listUrl !== url || list !== 'list' || errorStatus(event.action.error) !== 403) return
        const id = (query as Record<string, unknown> | undefined)?.command_storage_id
        if (typeof id === 'string') latest.current(id)
      }),
    [queryClient, url],
  )
}

export default function CommandList() {
  const styles = useStyles()
  const { t } = useTranslation(['sessions'])
  const config = useResource()
  const location = useLocation()
  const [openedAt] = useState(() => new Date())
  const [chosenId, setChosenId] = useState<string | null>(null)
  // The server counts with the command filter's fields; the free search is not one of them.
  const state = readSearchState(location.search)
  const { search: _search, ...filters } = filterQuery(state)
  const treeQuery = { real: 1, ...filters, ...dateScope(config, state, openedAt) }
  const tree = useQuery({
    queryKey: queryKeys.commandStorageTree(treeQuery),
    queryFn: () => api.get<TreeNode[]>(TREE_URL, { params: treeQuery }),
    placeholderData: (previous) => previous,
  })
  // The storages the server refused to list since the tree was read (gone, or no longer answering).
  const [refused, setRefused] = useState<ReadonlySet<string>>(new Set())
  const storages = useMemo(() => storagesOf(tree.data ?? []).map((s) => (refused.has(s.id) ? { ...s, readable: false } : s)), [tree.data, refused])
  const chosen = storages.find((s) => s.id === chosenId && s.readable) ?? storages.find((s) => s.readable)
  useStorageRefusals(config.url, (id) => {
    notify({ intent: 'error', text: t('storages.unavailable') })
    setRefused((before) => new Set(before).add(id))
    void tree.refetch()
  })
  const scoped: ResourceConfig | undefined = useMemo(
    () => (chosen ? { ...config, listQuery: { ...config.listQuery, command_storage_id: chosen.id } } : undefined),
    [config, chosen?.id], // eslint-disable-line react-hooks/exhaustive-deps
  )

  const choose = (storage: CommandStorage) => {
    if (!storage.readable) {
      notify({ intent: 'error', text: t('storages.unavailable') })
      return
    }
    setChosenId(storage.id)
  }
  const onKeyDown = (storage: CommandStorage) => (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key !== 'Enter' && e.key !== ' ') return
    e.preventDefault()
    choose(storage)
  }

  let main
  if (tree.isLoading) main = <LoadingState label={t('storages.loading')} />
  else if (tree.isError) main = <ErrorState error={tree.error} onRetry={() => void tree.refetch()} pageRead />
  else if (!scoped)
    main = (
      <MessageBar intent="warning" role="status">
        <MessageBarBody>{t(storages.length ? 'storages.unavailable' : 'storages.none')}</MessageBarBody>
      </MessageBar>
    )
  else main = <ListPage key={chosen!.id} config={scoped} />

  return (
    <TreeBeside
      label={t('storages.label')}
      tree={
        <Tree aria-label={t('storages.label')}>
          {storages.map((storage) => (
            <TreeItem key={storage.id} itemType="leaf" value={storage.id} onKeyDown={onKeyDown(storage)}>
              <TreeItemLayout
                className={storage.id === chosen?.id ? styles.chosen : storage.readable ? undefined : styles.unreadable}
                aria-current={storage.id === chosen?.id ? 'true' : undefined}
                onClick={() => choose(storage)}
                aside={storage.readable ? t('storages.count', { count: storage.count ?? 0 }) : t('storages.unreadable')}
              >
                {storage.name}
              </TreeItemLayout>
            </TreeItem>
          ))}
        </Tree>
      }
    >
      {main}
    </TreeBeside>
  )
}
