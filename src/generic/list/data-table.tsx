// The list table (shell §2): selection, sortable headers (`order`), remembered column widths and
// virtualised rows, so a page of up to 1000 rows stays smooth (only the visible rows are in the DOM).
// A page that is not virtualised is shown whole (the page scrolls, not a box of the table's own); on a
// narrow window the columns keep a readable width and the table scrolls sideways (shell §9 mobile).
// A table with a flexible column (`grow`) sizes the others to their content, measured here after each
// drawing, and lets the flexible one wrap its text over up to three lines; a longer text, or a value cut
// in a column sized to its content, is whole in the cell's title (and in the page for a screen reader).
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components'
import { ArrowSortDownRegular, ArrowSortUpRegular } from '@fluentui/react-icons'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode, type RefObject } from 'react'
import { useTranslation } from 'react-i18next'
import type { Row } from '../resource-config'
import { columnWidths } from './column-widths'

export interface TableColumn {
  key: string
  label: string
  width?: number
  sortable?: boolean
  /** The flexible column (column-widths.ts). */
  grow?: boolean
  render: (row: Row) => ReactNode
}

const ROW_HEIGHT = 41
/** Narrowest width a column can be resized to, and the keyboard step (px). */
const MIN_WIDTH = 40
const CHECK_COLUMN_PX = 44
const RESIZE_STEP = 10
/** Room beside a header's words for the resize handle. */
const RESIZE_ROOM = 8
/** Pages above this many rows are virtualised. */
export const VIRTUALISE_ABOVE = 50

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', overflowY: 'hidden', border: `1px solid ${tokens.colorNeutralStroke2}`, backgroundColor: tokens.colorNeutralBackground1 },
  /** Only a virtualised page scrolls in its own box: the rows drawn follow that scroll. */
  virtualScroller: { overflowY: 'auto', maxHeight: '70vh' },
  table: { minWidth: '100%', borderCollapse: 'collapse', tableLayout: 'fixed', fontSize: tokens.fontSizeBase300 },
  /**
   * The rows' selection boxes are the browser's own, in the theme's colours: a page change then makes
   * one element per box, not Fluent's four and their hooks (issue 24: a page change under 100 ms).
   */
  checkbox: {
    width: '16px',
    height: '16px',
    margin: 0,
    verticalAlign: 'middle',
    cursor: 'pointer',
    accentColor: tokens.colorCompoundBrandBackground,
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '1px' },
  },
  resizer: {
    position: 'absolute',
    top: 0,
    right: 0,
    bottom: 0,
    width: '6px',
    cursor: 'col-resize',
    touchAction: 'none',
    ':hover': { backgroundColor: tokens.colorNeutralStroke1 },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}` },
  },
  th: {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    textAlign: 'left',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    backgroundColor: tokens.colorNeutralBackground3,
    borderBottom: `1px solid ${tokens.colorNeutralStroke1}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  td: {
    padding: `0 ${tokens.spacingHorizontalS}`,
    height: `${ROW_HEIGHT - 1}px`,
    borderBottom: `1px solid ${tokens.colorNeutralStroke2}`,
    overflow: 'hidden',
    whiteSpace: 'nowrap',
    textOverflow: 'ellipsis',
  },
  /** The flexible column's cells: the text wraps, up to three lines. */
  wrap: { whiteSpace: 'normal' },
  clamp: { display: '-webkit-box', WebkitBoxOrient: 'vertical', WebkitLineClamp: 3, overflow: 'hidden', overflowWrap: 'anywhere' },
  /** The selection cell: the checkbox alone, never an ellipsis beside it. */
  check: { padding: `0 ${tokens.spacingHorizontalXS}`, overflow: 'visible', textOverflow: 'clip' },
  sortButton: {
    border: 'none',
    background: 'none',
    padding: 0,
    font: 'inherit',
    fontWeight: tokens.fontWeightSemibold,
    cursor: 'pointer',
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    color: 'inherit',
  },
  label: { fontWeight: tokens.fontWeightSemibold },
  empty: { textAlign: 'center', padding: tokens.spacingVerticalXL, color: tokens.colorNeutralForeground3 },
})

export interface DataTableProps {
  columns: TableColumn[]
  rows: Row[]
  loading: boolean
  order: string
  onOrder: (order: string) => void
  selected: ReadonlySet<string>
  onSelect: (rows: Row[], selected: boolean) => void
  rowLabel: (row: Row) => string
  selectable: boolean
  /** A column was resized (drag or arrow keys on its header edge): remember the width. */
  onResize?: (key: string, width: number) => void
  /** Shown across the table instead of its rows: loading, or a failed read (never "No data" then). */
  state?: ReactNode
}

/** A selection box: the browser's checkbox; `mixed` shows (and is announced as) partly checked. */
function SelectBox({ label, checked, className, onChange }: { label: string; checked: boolean | 'mixed'; className: string; onChange: (checked: boolean) => void }) {
  const box = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (box.current) box.current.indeterminate = checked === 'mixed'
  }, [checked])
  return <input ref={box} type="checkbox" className={className} aria-label={label} checked={checked === true} onChange={(e) => onChange(e.currentTarget.checked)} />
}

interface DataRowProps {
  row: Row
  index: number
  columns: TableColumn[]
  /** The label of the row's selection box; no box when the table has no selection. */
  selectLabel?: (row: Row) => string
  checked: boolean
  onSelect: (row: Row, selected: boolean) => void
  tdClass: string
  checkClass: string
  boxClass: string
  /** The flexible column's cell and text classes; set when the table has one, and then every text cell has its title. */
  flex?: { td: string; text: string }
  /** Measures the row's height (a virtualised page whose rows are not all one line). */
  measure?: (el: HTMLTableRowElement | null) => void
}

/**
 * One row, drawn again only when its row, its selection or the columns change: a change of the address
 * or of the selection elsewhere redraws no other row (issue 24).
 */
const DataRow = memo(function DataRow({ row, index, columns, selectLabel, checked, onSelect, tdClass, checkClass, boxClass, flex, measure }: DataRowProps) {
  return (
    <tr aria-rowindex={index + 2} data-row-id={row.id} data-index={index} ref={measure}>
      {selectLabel && (
        <td className={checkClass}>
          <input type="checkbox" className={boxClass} aria-label={selectLabel(row)} checked={checked} onChange={(e) => onSelect(row, e.currentTarget.checked)} />
        </td>
      )}
      {columns.map((c) => {
        const cell = c.render(row)
        if (!flex) return (
          <td key={c.key} className={tdClass}>
            {cell}
          </td>
        )
        const title = typeof cell === 'string' && cell ? cell : undefined
        return c.grow ? (
          <td key={c.key} className={flex.td} title={title}>
            <div className={flex.text}>{cell}</div>
          </td>
        ) : (
          <td key={c.key} className={tdClass} title={title}>
            {cell}
          </td>
        )
      })}
    </tr>
  )
})

/** What each column's header and widest drawn cell need (px, padding included), when the table has a flexible column. */
function useContentNeeds(table: RefObject<HTMLTableElement | null>, on: boolean, columns: TableColumn[], rows: Row[]) {
  const [needs, setNeeds] = useState<Record<string, { header: number; content: number }>>({})
  useLayoutEffect(() => {
    const el = table.current
    if (!on || !el) return
    const range = document.createRange()
    const widthOf = (node: Node) => {
      range.selectNodeContents(node)
      return range.getBoundingClientRect().width
    }
    const padding = (cell: Element) => {
      const style = getComputedStyle(cell)
      return parseFloat(style.paddingLeft) + parseFloat(style.paddingRight)
    }
    const heads = [...el.tHead!.rows[0].cells].slice(-columns.length)
    const next: Record<string, { header: number; content: number }> = {}
    columns.forEach((c, i) => {
      const th = heads[i]
      const label = th?.firstElementChild
      // The header's words, its padding and the resize handle's room.
      const header = label ? Math.ceil(widthOf(label) + padding(th) + RESIZE_ROOM) : 0
      let content = 0
      for (const tr of el.tBodies[0]?.rows ?? []) {
        const td = tr.cells.length >= columns.length ? tr.cells[tr.cells.length - columns.length + i] : undefined
        if (td && !c.grow) content = Math.max(content, Math.ceil(widthOf(td) + padding(td)))
      }
      next[c.key] = { header, content }
    })
    // What was drawn is measured once drawn (the widths follow it); an unchanged measure draws nothing again.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a measure of the drawn table, as the box's width above
    setNeeds((before) => (sameNeeds(before, next) ? before : next))
  }, [on, columns, rows, table])
  return needs
}

const sameNeeds = (a: Record<string, { header: number; content: number }>, b: Record<string, { header: number; content: number }>) =>
  Object.keys(a).length === Object.keys(b).length &&
  Object.entries(b).every(([k, v]) => a[k] && Math.abs(a[k].header - v.header) <= 1 && Math.abs(a[k].content - v.content) <= 1)

export function DataTable(props: DataTableProps) {
  const { columns, rows, order, onOrder, selected, onSelect, rowLabel, selectable, onResize } = props
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const scroller = useRef<HTMLDivElement>(null)
  // The width being dragged, shown live; saved through onResize when the pointer is released.
  const [dragging, setDragging] = useState<{ key: string; width: number } | undefined>()
  const widthOf = (c: TableColumn) => (dragging?.key === c.key ? dragging.width : c.width)
  // The width of the table's box, for the column widths (column-widths.ts).
  const [boxWidth, setBoxWidth] = useState(0)
  useLayoutEffect(() => {
    const box = scroller.current
    if (!box) return
    const measure = () => setBoxWidth(box.clientWidth)
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(box)
    return () => observer.disconnect()
  }, [])
  // The rows' callbacks are read when used, so a parent's new function each render redraws no row.
  const latest = useRef({ onSelect, rowLabel })
  useLayoutEffect(() => {
    latest.current = { onSelect, rowLabel }
  })
  const selectRow = useCallback((row: Row, on: boolean) => latest.current.onSelect([row], on), [])
  const selectLabel = useCallback((row: Row) => t('table.selectRow', { name: latest.current.rowLabel(row) }), [t])
  const rendered = (el: Element | null) => Math.round(el?.closest('th')?.getBoundingClientRect().width ?? MIN_WIDTH)

  const startDrag = (e: PointerEvent<HTMLSpanElement>, key: string) => {
    const handle = e.currentTarget
    const startX = e.clientX
    const startWidth = rendered(handle)
    let width = startWidth
    handle.setPointerCapture(e.pointerId)
    const move = (ev: globalThis.PointerEvent) => {
      width = Math.max(MIN_WIDTH, Math.round(startWidth + ev.clientX - startX))
      setDragging({ key, width })
    }
    const up = () => {
      handle.removeEventListener('pointermove', move)
      handle.removeEventListener('pointerup', up)
      setDragging(undefined)
      if (width !== startWidth) onResize?.(key, width)
    }
    handle.addEventListener('pointermove', move)
    handle.addEventListener('pointerup', up)
  }

  const resizeByKey = (e: KeyboardEvent<HTMLSpanElement>, c: TableColumn) => {
    const step = e.key === 'ArrowRight' ? RESIZE_STEP : e.key === 'ArrowLeft' ? -RESIZE_STEP : 0
    if (!step) return
    e.preventDefault()
    onResize?.(c.key, Math.max(MIN_WIDTH, (c.width ?? rendered(e.currentTarget)) + step))
  }
  const virtual = rows.length > VIRTUALISE_ABOVE
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual is not memo-safe; this component is not memoised.
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    enabled: virtual,
  })
  const items = virtual ? virtualizer.getVirtualItems() : rows.map((_, index) => ({ index, start: index * ROW_HEIGHT }))
  const padTop = virtual && items.length ? items[0].start : 0
  const padBottom = virtual && items.length ? virtualizer.getTotalSize() - (items[items.length - 1].start + ROW_HEIGHT) : 0
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id))
  const someOnPage = rows.some((r) => selected.has(r.id))
  const span = columns.length + (selectable ? 1 : 0)
  const checkClass = mergeClasses(styles.td, styles.check)
  const check = selectable ? CHECK_COLUMN_PX : 0
  const flexible = columns.some((c) => c.grow)
  const table = useRef<HTMLTableElement>(null)
  const needs = useContentNeeds(table, flexible, columns, rows)
  const widths = columnWidths(columns.map((c) => ({ label: c.label, width: widthOf(c), grow: c.grow, ...needs[c.key] })), boxWidth - check)
  const flex = useMemo(() => (flexible ? { td: mergeClasses(styles.td, styles.wrap), text: styles.clamp } : undefined), [flexible, styles.td, styles.wrap, styles.clamp])
  const tableWidth = check + widths.reduce((a, b) => a + b, 0)

  const header = (col: TableColumn) => {
    if (!col.sortable) return <span className={styles.label}>{col.label}</span>
    const dir = order === col.key ? 'asc' : order === `-${col.key}` ? 'desc' : undefined
    return (
      <button
        type="button"
        className={styles.sortButton}
        aria-label={t('table.sortBy', { label: col.label })}
        onClick={() => onOrder(dir === 'asc' ? `-${col.key}` : dir === 'desc' ? '' : col.key)}
      >
        {col.label}
        {dir === 'asc' && <ArrowSortUpRegular />}
        {dir === 'desc' && <ArrowSortDownRegular />}
      </button>
    )
  }

  return (
    // Focusable, so a keyboard scrolls it when its columns pass the page's width (issue 26, axe's
    // scrollable-region-focusable: a list without a link or a handle has nothing else to focus).
    <div
      ref={scroller}
      className={mergeClasses(styles.scroller, virtual && styles.virtualScroller)}
      data-testid="list-scroller"
      role="region"
      aria-label={t('table.region')}
      tabIndex={0}
    >
      <table ref={table} className={styles.table} style={{ width: `${tableWidth}px` }} aria-rowcount={rows.length + 1} aria-busy={props.loading}>
        <colgroup>
          {selectable && <col style={{ width: `${CHECK_COLUMN_PX}px` }} />}
          {columns.map((c, i) => (
            <col key={c.key} style={{ width: `${widths[i]}px` }} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {selectable && (
              <th className={mergeClasses(styles.th, styles.check)}>
                <SelectBox label={t('table.selectAll')} className={styles.checkbox} checked={allOnPage ? true : someOnPage ? 'mixed' : false} onChange={(on) => onSelect(rows, on)} />
              </th>
            )}
            {columns.map((c, i) => (
              <th
                key={c.key}
                className={styles.th}
                aria-sort={order === c.key ? 'ascending' : order === `-${c.key}` ? 'descending' : undefined}
              >
                {header(c)}
                {onResize && (
                  <span
                    role="separator"
                    aria-orientation="vertical"
                    aria-label={t('table.resize', { label: c.label })}
                    aria-valuenow={widths[i]}
                    aria-valuemin={MIN_WIDTH}
                    tabIndex={0}
                    className={styles.resizer}
                    onPointerDown={(e) => startDrag(e, c.key)}
                    onKeyDown={(e) => resizeByKey(e, c)}
                  />
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {padTop > 0 && <tr aria-hidden style={{ height: `${padTop}px` }} />}
          {items.map(({ index }) => {
            const row = rows[index]
            // Keyed by its place: the next page's rows take over the rows drawn, changing their text
            // and links, instead of new rows replacing them (issue 24).
            return (
              <DataRow
                key={index}
                row={row}
                index={index}
                columns={columns}
                selectLabel={selectable ? selectLabel : undefined}
                checked={selected.has(row.id)}
                onSelect={selectRow}
                tdClass={styles.td}
                checkClass={checkClass}
                boxClass={styles.checkbox}
                flex={flex}
                measure={virtual && flexible ? virtualizer.measureElement : undefined}
              />
            )
          })}
          {padBottom > 0 && <tr aria-hidden style={{ height: `${padBottom}px` }} />}
          {(props.state || (!props.loading && rows.length === 0)) && (
            <tr>
              <td colSpan={span} className={styles.empty}>
                {props.state ?? t('table.noData')}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  )
}
