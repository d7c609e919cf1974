// The generic list page (shell §2, §5, §6): toolbar (column settings, import, export, refresh,
// create, more actions), filters from OPTIONS, server paging and order in the URL, selection that
// persists across pages, bulk delete and bulk update, row actions per the abilities table. An action
// the resource does not offer (its `without`, the methods its OPTIONS names) is not offered; until
// the rows and the metadata are read the table says it is loading, and a failed read shows its error
// with Retry, never an empty list.
import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger, Toolbar, makeStyles, tokens } from '@fluentui/react-components'
import { AddRegular, ArrowClockwiseRegular, ArrowDownloadRegular, ArrowUploadRegular, MoreHorizontalRegular, TableSettingsRegular } from '@fluentui/react-icons'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { flushSync } from 'react-dom'
import { useTranslation } from 'react-i18next'
import { useHref, useLocation, useNavigate } from 'react-router'
import { rowsOf } from '@/shared/api/resource'
import { serverErrorText } from '@/shared/errors/catalogue'
import type { ListAction } from '@/shared/access/abilities'
import { paginationFor } from '@/shared/lib/paging'
import { fieldsFor, invalidateAfterWrite, listKey, listQueryOptions, metaQueryOptions, silentResourceOf } from '../common/api'
import { ConfirmActionDialog } from '../common/confirm-action-dialog'
import { ErrorState, LoadingState } from '../common/query-state'
import { notify } from '../common/toast'
import { listMethods, useListAbilities } from '../common/use-abilities'
import { loadedOnUse } from '../common/use-loaded-component'
import { formFields } from '../form/field-mapping'
import type { ResourceConfig, Row } from '../resource-config'
import { DataTable } from './data-table'
import { FilterBar } from './filter-bar'
import { buildColumns, useRowButtonClasses } from './list-columns'
import { Pager } from './pager'
import { canonicalSearch, filterQuery, hasFilter, readSearchState, writeSearchState, type SearchState } from './search-state'
import { fixedColumns, readPrefs, shownColumns, writePrefs } from './table-prefs'
import { dateScope, listQueryFor } from './list-query'
import { errorResponse } from '@/shared/api/error-body'
import { PageHeading } from '../common/page-heading'
import { useRelationNames } from '../common/relation-names'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  // The toolbars wrap on a narrow window (shell §9 mobile) rather than run off its edge.
  bar: { display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: tokens.spacingHorizontalM, alignItems: 'center', '> [role="toolbar"]': { flexWrap: 'wrap' } },
})

/** How long rows asked at the start of a load stay fresh for the list drawn at the load's first address. */
const FIRST_ADDRESS_FRESH_MS = 10_000

/** How long a change of page, order or search waits for its rows before the address changes without them. */
const ANSWER_WAIT_MS = 150

// The dialogs a list opens on demand: their code (the form engine, the import table, the widgets only
// they use) comes with the first one opened.
const ColumnSettingsDialog = loadedOnUse(() => import('./column-settings-dialog').then((m) => m.ColumnSettingsDialog))
const BulkUpdateDialog = loadedOnUse(() => import('./bulk-update-dialog').then((m) => m.BulkUpdateDialog))
const ExportDialog = loadedOnUse(() => import('../export/export-dialog').then((m) => m.ExportDialog))
const ImportDialog = loadedOnUse(() => import('../import/import-dialog').then((m) => m.ImportDialog))

/** Which dialog is open (STYLE 7). */
type Dialog =
  | { kind: 'none' }
  | { kind: 'columns' }
  | { kind: 'delete'; rows: Row[] }
  | { kind: 'bulkUpdate' }
  | { kind: 'import' }
  | { kind: 'export' }

export function ListPage({ config }: { config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['generic'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const location = useLocation()
  const state = readSearchState(location.search)
  const [prefs, setPrefs] = useState(() => readPrefs(config.key))
  const pagination = paginationFor('auto', prefs.pageSize)
  const [selected, setSelected] = useState<Map<string, Row>>(new Map())
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' })

  // On the load's first address, the rows and metadata may have been asked at the start (first-data.ts):
  // an answer is fresh however long this page's code took to come, and a failure is shown, not asked again.
  const firstAddress = location.key === 'default'
  const meta = useQuery({ ...metaQueryOptions(config.url), retryOnMount: !firstAddress })
  const can = useListAbilities(config.perms, listMethods(meta.data), config.without)
  // What the resource does not offer is not shown; what a permission withholds is shown disabled.
  const lacks = (action: ListAction) => Boolean(config.without?.includes(action))
  const getFields = fieldsFor(meta.data, 'GET')
  // The date range shown and asked for when the address names none is computed from one instant (whole
  // days: the start of a load, which asks it too, finds the same range).
  const [openedAt] = useState(() => new Date())
  const queryFor = (s: SearchState, size: number) => listQueryFor(config, s, size, openedAt)
  const query = queryFor(state, pagination.size)
  const scope = dateScope(config, state, openedAt)
  // A page fetched by the click's prefetch (update below) less than a second ago is not asked again.
  const list = useQuery({
    ...listQueryOptions(config.url, query),
    placeholderData: keepPreviousData,
    staleTime: firstAddress ? FIRST_ADDRESS_FRESH_MS : 1000,
    retryOnMount: !firstAddress,
  })
  const { rows, count } = list.data ? rowsOf(list.data) : { rows: [] as Row[], count: 0 }
  // The actions follow the metadata: nothing is offered before it is read (or has failed).
  const ready = list.data !== undefined && !meta.isPending
  const tableState = list.isError && !list.data ? (
    <ErrorState
      pageRead
      error={list.error}
      onRetry={() => {
        void list.refetch()
        if (meta.isError) void meta.refetch()
      }}
    />
  ) : !ready ? (
    <LoadingState />
  ) : undefined

  // The search last asked for: a second change before the navigation lands builds on it, not on
  // the state this render read (search, then a filter at once, keeps both).
  const latest = useRef(location.search)
  // Changes asked for whose address has not been written yet. While one is outstanding, an address
  // that lands (an earlier change of the same burst, drawn after the later one was asked) is not taken
  // as the latest: the later change would otherwise find itself superseded and never be written.
  const pending = useRef(0)
  // The page says it is busy from the click to the new address (set on the element, not through
  // state: the wait must not cost the render it saves).
  const pageRef = useRef<HTMLElement>(null)
  useEffect(() => {
    if (pending.current === 0) latest.current = location.search
  }, [location.search])
  const update = (next: Partial<SearchState>, size = pagination.size, alongside?: () => void) => {
    const search = writeSearchState({ ...readSearchState(latest.current), ...next })
    latest.current = search
    // A change whose answer comes after the user has left the list does not bring them back to it.
    const page = window.location.pathname
    // The request starts with the click, not after the shell has re-rendered for the new address
    // (issue 24); the page's own query then finds it in flight or answered.
    const answered = queryClient.prefetchQuery(listQueryOptions(config.url, queryFor(readSearchState(search), size)))
    // The address changes when the rows are in (or after ANSWER_WAIT_MS, when the list shows it is
    // loading): one render draws the new address and its rows, instead of one for the address while the
    // answer waits behind it and another for the rows (issue 24). A later change supersedes this one.
    // Drawn at once, in the task the answer came in (not a transition, which yields every 5 ms), so the
    // next frame paints the rows.
    pending.current += 1
    pageRef.current?.setAttribute('aria-busy', 'true')
    void Promise.race([answered, new Promise((resolve) => setTimeout(resolve, ANSWER_WAIT_MS))]).then(() => {
      pending.current -= 1
      if (pending.current === 0) pageRef.current?.removeAttribute('aria-busy')
      if (latest.current !== search || window.location.pathname !== page) return
      flushSync(() => {
        alongside?.()
        void navigate({ search }, { flushSync: true })
      })
    })
  }
  // The tag search emits what it read from the address (shell §9): a link in another form is then
  // written in the console's one form, in place (same state, same list: nothing is asked again).
  const onTagsEmitted = () => {
    const canonical = canonicalSearch(latest.current)
    if (canonical === latest.current) return
    latest.current = canonical
    navigate({ search: canonical }, { replace: true })
  }
  const allKeys = config.columns.map((c) => c.key)
  const defaults = config.columns.filter((c) => c.shown !== false).map((c) => c.key)
  const shown = shownColumns(allKeys, defaults, prefs)
  // Relation columns the server does not name are named by one lookup per related resource (issue 22).
  const relationNames = useRelationNames(rows, shown)
  const openDelete = (row: Row) => setDialog({ kind: 'delete', rows: [row] })
  // A row-action column whose every action is withheld is not shown.
  const rowActions = can.rowEdit || can.rowClone || can.rowDelete
  const base = useHref('/')
  const buttons = useRowButtonClasses()
  const offeredColumns = (go: (path: string) => void, widths: Record<string, number>) =>
    buildColumns(config, getFields, can, openDelete, go, t, widths, relationNames, { href: (to) => base.replace(/\/$/, '') + to, buttons }).filter((c) => c.key !== 'actions' || rowActions)
  // Made again only when what the columns show changes (compared by value: each render reads new
  // objects with the same content), so a page change redraws the rows, not the columns (issue 24).
  const canKey = JSON.stringify(can)
  const namesKey = JSON.stringify(relationNames)
  const shownKey = shown.join()
  const columns = useMemo(
    () => offeredColumns((p) => navigate(p), prefs.widths ?? {}).filter((c) => shown.includes(c.key)),
    [config, meta.data, canKey, namesKey, t, navigate, base, buttons, prefs.widths, shownKey], // eslint-disable-line react-hooks/exhaustive-deps
  )
  const nameField = config.nameField
  const refresh = () => queryClient.invalidateQueries({ queryKey: listKey(config.url) })

  const select = useCallback((changed: Row[], on: boolean) => {
    setSelected((current) => {
      const next = new Map(current)
      for (const r of changed) if (on) next.set(r.id, r)
      else next.delete(r.id)
      return next
    })
  }, [])

  // A row's own Delete sends DELETE {url}{id}/; the selection goes through spm (shell §7).
  const remove = useMutation({
    mutationFn: (targets: Row[]) => {
      const res = silentResourceOf(config.url)
      return targets.length === 1 && !selected.has(targets[0].id) ? res.delete(targets[0].id) : res.bulkDelete(targets.map((r) => r.id))
    },
    onSuccess: (_, targets) => {
      notify({ intent: 'success', text: t(targets.length === 1 ? 'errors:deleteSuccess' : 'errors:bulkDeleteSuccess') })
      setSelected((current) => new Map([...current].filter(([id]) => !targets.some((r) => r.id === id))))
    },
    onError: (error, targets) => {
      const data = errorResponse(error)
      const reason = serverErrorText(data?.data) ?? data?.statusText ?? String(error)
      notify({ intent: 'error', text: t(targets.length === 1 ? 'errors:deleteFailed' : 'errors:bulkDeleteFailed', { reason }) + (targets.length === 1 ? `: ${reason}` : '') })
    },
    onSettled: (_, __, targets) => {
      setDialog({ kind: 'none' })
      void invalidateAfterWrite(queryClient, config.url, targets.map((r) => r.id))
    },
  })

  const selectedRows = [...selected.values()]
  // The bulk update's fields, read from the metadata when its dialog opens (not on every page change).
  const patchFields = () => formFields(fieldsFor(meta.data, 'PATCH'), config.formExclude).filter(([n]) => !config.bulkUpdateFields || config.bulkUpdateFields.includes(n))

  return (
    <section ref={pageRef} className={styles.page} aria-label={t(config.title)}>
      <PageHeading>{t(config.title)}</PageHeading>
      <div className={styles.bar}>
        <Toolbar aria-label={t('toolbar.moreActions')}>
          {config.createMenu ? (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button appearance="primary" icon={<AddRegular />} disabled={config.createMenu.every((i) => i.disabled)}>
                  {t('toolbar.create')}
                </Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {config.createMenu.map((item) => (
                    <MenuItem key={item.to} disabled={item.disabled} onClick={() => navigate(item.to)}>
                      {t(item.label)}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          ) : !lacks('create') && (
            <Button appearance="primary" icon={<AddRegular />} disabled={!ready || !can.create} onClick={() => navigate(config.routes.create())}>
              {t('toolbar.create')}
            </Button>
          )}
          {config.toolbar && <config.toolbar />}
          {(!lacks('bulkDelete') || !lacks('bulkUpdate') || Boolean(config.bulkActions?.length)) && (
            <Menu>
              <MenuTrigger disableButtonEnhancement>
                <Button icon={<MoreHorizontalRegular />}>{t('toolbar.moreActions')}</Button>
              </MenuTrigger>
              <MenuPopover>
                <MenuList>
                  {!lacks('bulkDelete') && (
                    <MenuItem disabled={!can.bulkDelete || selected.size === 0} onClick={() => setDialog({ kind: 'delete', rows: selectedRows })}>
                      {t('toolbar.bulkDelete')}
                    </MenuItem>
                  )}
                  {!lacks('bulkUpdate') && (
                    <MenuItem disabled={!can.bulkUpdate || selected.size === 0} onClick={() => setDialog({ kind: 'bulkUpdate' })}>
                      {t('toolbar.bulkUpdate')}
                    </MenuItem>
                  )}
                  {config.bulkActions?.map((a) => (
                    // One that cannot be used here says why beneath its label (issue 23).
                    <MenuItem
                      key={a.label}
                      disabled={a.disabled || Boolean(a.reason) || (a.needsSelection && selected.size === 0)}
                      subText={a.reason ?? undefined}
                      onClick={() => a.run(selectedRows, () => setSelected(new Map()))}
                    >
                      {t(a.label)}
                    </MenuItem>
                  ))}
                </MenuList>
              </MenuPopover>
            </Menu>
          )}
          {selected.size > 0 && <span role="status">{t('toolbar.selected', { count: selected.size })}</span>}
        </Toolbar>
        <Toolbar>
          {!lacks('import') && (
            <Button icon={<ArrowUploadRegular />} disabled={!ready || !can.import} onClick={() => setDialog({ kind: 'import' })}>
              {t('toolbar.import')}
            </Button>
          )}
          <Button icon={<ArrowDownloadRegular />} disabled={!can.export} onClick={() => setDialog({ kind: 'export' })}>
            {t('toolbar.export')}
          </Button>
          <Button icon={<ArrowClockwiseRegular />} onClick={() => void refresh()}>
            {t('toolbar.refresh')}
          </Button>
          <Button icon={<TableSettingsRegular />} onClick={() => setDialog({ kind: 'columns' })}>
            {t('toolbar.columnSettings')}
          </Button>
        </Toolbar>
      </div>
      <FilterBar config={config} getFields={getFields} state={state} onChange={update} now={openedAt} onTagsEmitted={onTagsEmitted} />
      <DataTable
        columns={columns}
        rows={ready ? rows : []}
        loading={list.isFetching || (!ready && !list.isError)}
        state={tableState}
        order={state.order}
        onOrder={(order) => update({ order, page: 1 })}
        selected={new Set(selected.keys())}
        onSelect={select}
        rowLabel={(r) => String(r[nameField] ?? r.id)}
        selectable
        onResize={(key, width) => {
          writePrefs(config.key, { widths: { ...prefs.widths, [key]: width } })
          setPrefs(readPrefs(config.key))
        }}
      />
      {ready && (
        <Pager
          page={state.page}
          size={pagination.size}
          sizes={pagination.sizes}
          total={count}
          buttons={pagination.pagerButtons}
          onPage={(page) => update({ page })}
          onSize={(size) => {
            writePrefs(config.key, { pageSize: size })
            update({ page: 1 }, paginationFor('auto', size).size, () => setPrefs(readPrefs(config.key)))
          }}
        />
      )}
      {dialog.kind === 'columns' && (
        <ColumnSettingsDialog
          columns={offeredColumns(() => undefined, {}).map((c) => ({ key: c.key, label: c.label }))}
          shown={shown}
          fixed={fixedColumns(defaults)}
          onClose={() => setDialog({ kind: 'none' })}
          onSave={(showColumns) => {
            writePrefs(config.key, { showColumns })
            setPrefs(readPrefs(config.key))
            setDialog({ kind: 'none' })
          }}
        />
      )}
      <ConfirmActionDialog
        open={dialog.kind === 'delete'}
        title={t('confirmDelete.title')}
        message={
          dialog.kind === 'delete' && dialog.rows.length === 1
            ? t('confirmDelete.one', { name: String(dialog.rows[0][nameField] ?? dialog.rows[0].id) })
            : t('confirmDelete.many', { count: dialog.kind === 'delete' ? dialog.rows.length : 0 })
        }
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
        onCancel={() => setDialog({ kind: 'none' })}
        onConfirm={() => dialog.kind === 'delete' && remove.mutate(dialog.rows)}
      />
      {dialog.kind === 'bulkUpdate' && (
        <BulkUpdateDialog
          config={config}
          fields={patchFields()}
          ids={[...selected.keys()]}
          onClose={() => setDialog({ kind: 'none' })}
          onDone={() => {
            notify({ intent: 'success', text: t('bulkUpdate.success') })
            setDialog({ kind: 'none' })
          }}
        />
      )}
      {dialog.kind === 'export' && (
        <ExportDialog config={config} selectedIds={[...selected.keys()]} scope={scope} filters={filterQuery(state)} filtered={hasFilter(state)} onClose={() => setDialog({ kind: 'none' })} />
      )}
      {dialog.kind === 'import' && (
        <ImportDialog
          config={config}
          selectedIds={[...selected.keys()]}
          onClose={() => {
            setDialog({ kind: 'none' })
            void refresh()
          }}
        />
      )}
    </section>
  )
}
