// A detail tab for one many-to-many field of the object (a group's members, a permission's users,
// assets, nodes or system users): the related objects as a table, added with a remote select and
// removed one by one, each change a PATCH of the field's ids on the object (reference §1.8). Change
// permission and the root-org rule as the detail page's Update (shell §6). Domain §5: a relation
// marked `keepOne` refuses to remove its last item ("The last one can't be delete"). Cells are words, as a
// list's are: choices by their labels, from the related list's OPTIONS (a system user's protocol "SSH").
// The table pages as the lists do (the list's Pager, the auto-built tables' sizes 15/30/50/100, shell §9),
// its size remembered per tab: a permission granted to 112 groups shows every one of them, page by page.
// The list's tag search (shell §2) searches the related objects by the related list's own search fields
// (`search=`, reference §1.3, with the ids); the page and the search are kept in the address beside the
// tab (active-tab.ts), so a reload or Back shows the same page of the same tab with the same search.
import { Button, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, makeStyles, tokens } from '@fluentui/react-components'
import { DeleteRegular } from '@fluentui/react-icons'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState, type ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { rowsOf } from '@/shared/api/resource'
import { fieldsFor, metaQueryOptions, resourceOf } from '../common/api'
import { fieldText } from '../common/field-text'
import { notify } from '../common/toast'
import { useDetailAbilities } from '../common/use-abilities'
import type { ResourceConfig, Row } from '../resource-config'
import { Pager } from '../list/pager'
import { FREE_SEARCH, TagSearch } from '../list/tag-search'
import { readPrefs, writePrefs } from '../list/table-prefs'
import { RemoteSelect, type SelectOption } from '../select/remote-select'
import { queryKeys } from '@/shared/api/query-keys'
import { pageQuery, paginationFor } from '@/shared/lib/paging'
import { useTabSearch } from './active-tab'

const useStyles = makeStyles({
  tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  bar: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap' },
  add: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
})

export interface RelationOptions {
  /** The object's field holding the related ids ('users'). */
  field: string
  /** List URL of the related objects ('/api/v1/users/users/'). */
  url: string
  /**
   * Query that lists the related objects of this object (the tab adds its page's offset and limit); null:
   * none. By default the object's own ids of `field` (`?ids=a,b`), which every list of 2.26.1 honours: it
   * ignores a filter it does not declare (a group's members asked with `?group_id=` were every user), and
   * answers an `ids` that is not an id (`-`) with a 500, so an empty set asks nothing.
   */
  query?: (object: Row) => Record<string, string> | null
  /** Columns: field name and its i18n label key. The first is the object's name. */
  columns: Array<{ key: string; label: string }>
  /** Option label in the add select (defaults to name). */
  toOption?: (row: Record<string, unknown>) => SelectOption
  /** i18n key of the tab's title, which names the table too. */
  title: string
  /** i18n key of the add select's label. */
  addLabel: string
  /** Refuse to remove the last item (domain §5). */
  keepOne?: boolean
}

/** The object's own ids of `field` as an `ids` filter; null when it holds none. */
const ownIds = (field: string) => (object: Row) => {
  const ids = ((object[field] as unknown[]) ?? []).map(String).join(',')
  return ids ? { ids } : null
}

type PageQuery = { offset: number; limit: number }

/**
 * A page of the related objects. An `ids` set longer than an address may carry goes through the server's
 * id cache, posted once and its token reused while the server keeps it (listByIds).
 */
async function readRelated(url: string, query: Record<string, string>, page: PageQuery) {
  const { ids, ...rest } = query
  return ids ? resourceOf(url).listByIds(ids.split(','), { ...rest, ...page }) : resourceOf(url).list({ ...rest, ...page })
}

export function relationTab(options: RelationOptions): ComponentType<{ object: Row; config: ResourceConfig; tab?: string }> {
  function RelationTab({ object, config, tab }: { object: Row; config: ResourceConfig; tab?: string }) {
    const styles = useStyles()
    const { t } = useTranslation(['generic', 'errors'])
    const queryClient = useQueryClient()
    const can = useDetailAbilities(config.perms)
    const [adding, setAdding] = useState<string[]>([])
    const prefsKey = `${config.key}.${options.field}`
    const [remembered, setRemembered] = useState(() => readPrefs(prefsKey).pageSize)
    const pagination = paginationFor('auto', remembered)
    const [{ page, search }, update] = useTabSearch(tab)
    const query = (options.query ?? ownIds(options.field))(object)
    const asked = pageQuery(page, pagination.size)
    const searched: Record<string, string> = search ? { search } : {}
    const related = useQuery({
      queryKey: queryKeys.listPage(options.url, { ...query, ...searched, ...asked }),
      queryFn: () => readRelated(options.url, { ...query, ...searched }, asked),
      enabled: query !== null,
      // The page shown stays while the next one is read (no "No data" between two pages).
      placeholderData: keepPreviousData,
    })
    const fields = fieldsFor(useQuery(metaQueryOptions(options.url)).data, 'GET')
    const { rows, count }: { rows: Row[]; count: number } = related.data && query !== null ? rowsOf(related.data) : { rows: [], count: 0 }
    // A removal that empties the last page shows the page before it.
    const pages = Math.max(1, Math.ceil(count / pagination.size))
    useEffect(() => {
      if (related.isSuccess && !related.isPlaceholderData && page > pages) update({ page: pages }, { replace: true })
    }, [related.isSuccess, related.isPlaceholderData, page, pages]) // eslint-disable-line react-hooks/exhaustive-deps
    const ids = ((object[options.field] as unknown[]) ?? []).map(String)

    const save = useMutation({
      mutationFn: (next: string[]) => resourceOf(config.url).partialUpdate(String(object.id), { [options.field]: next }),
      onSuccess: async () => {
        setAdding([])
        notify({ intent: 'success', text: t('errors:updateSuccess') })
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: queryKeys.resource(config.url) }),
          queryClient.invalidateQueries({ queryKey: queryKeys.resource(options.url) }),
        ])
      },
    })
    const remove = (id: string) => {
      if (options.keepOne && ids.length <= 1) {
        notify({ intent: 'error', text: t('errors:lastOneCannotDelete') })
        return
      }
      save.mutate(ids.filter((x) => x !== id))
    }

    return (
      <div className={styles.tab}>
        <div className={styles.bar}>
          {can.update && (
            <div className={styles.add}>
              <RemoteSelect url={options.url} multiple value={adding} onChange={setAdding} label={t(options.addLabel)} disabledValues={ids} toOption={options.toOption} />
              <Button appearance="primary" disabled={adding.length === 0 || save.isPending} onClick={() => save.mutate([...new Set([...ids, ...adding])])}>
                {t('generic:relation.add')}
              </Button>
            </div>
          )}
          {query !== null && (
            <TagSearch
              fields={[]}
              tags={search ? { [FREE_SEARCH]: search } : {}}
              onChange={(tags) => update({ search: tags[FREE_SEARCH] ?? '', page: 1 })}
              label={t('generic:relation.search', { title: t(options.title) })}
            />
          )}
        </div>
        <Table aria-label={t(options.title)} aria-busy={related.isFetching} size="small">
          <TableHeader>
            <TableRow>
              {options.columns.map((c) => (
                <TableHeaderCell key={c.key}>{t(c.label)}</TableHeaderCell>
              ))}
              {can.update && <TableHeaderCell>{t('generic:table.actions')}</TableHeaderCell>}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={options.columns.length + 1}>{query !== null && related.isLoading ? t('generic:table.loading') : query !== null && search ? t('generic:table.noResults') : t('generic:table.noData')}</TableCell>
              </TableRow>
            )}
            {rows.map((row) => (
              <TableRow key={String(row.id)} data-row-id={String(row.id)}>
                {options.columns.map((c) => (
                  <TableCell key={c.key}>{fieldText(c.key, row, fields[c.key], t)}</TableCell>
                ))}
                {can.update && (
                  <TableCell>
                    <Button size="small" icon={<DeleteRegular />} disabled={save.isPending} onClick={() => remove(String(row.id))}>
                      {t('generic:relation.remove')}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
        {count > 0 && (
          <Pager
            label={t('generic:relation.pages', { title: t(options.title) })}
            page={page}
            size={pagination.size}
            sizes={pagination.sizes}
            total={count}
            buttons={pagination.pagerButtons}
            onPage={(next) => update({ page: next })}
            onSize={(next) => {
              writePrefs(prefsKey, { pageSize: next })
              setRemembered(next)
              update({ page: 1 })
            }}
          />
        )}
      </div>
    )
  }
  return RelationTab
}
