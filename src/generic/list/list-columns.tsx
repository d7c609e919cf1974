// Columns of the list table: the config's, labelled from OPTIONS GET, plus the row actions whose
// availability follows the abilities table of shell §6 (incl. the root-org rule).
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import type { TFunction } from 'i18next'
import type { MouseEvent } from 'react'
import type { ListAction } from '@/shared/access/abilities'
import type { FieldInfo } from '@/shared/api/resource'
import { displayValue, fieldLabel, fieldText } from '../common/field-text'
import type { ResourceConfig, Row } from '../resource-config'
import type { TableColumn } from './data-table'
import { ReasonedButton } from '../common/reasoned-button'

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalXS } })

/** A value as text (kept here for the pages that import it from the list). */
export { displayValue }

export interface RowActionProps {
  row: Row
  can: Record<ListAction, boolean>
  config: ResourceConfig
  t: TFunction
  go: (path: string) => void
  onDelete: (row: Row) => void
}

export function RowActions({ row, can, config, t, go, onDelete }: RowActionProps) {
  const styles = useStyles()
  // What the resource does not offer is not shown; what a permission withholds is disabled (shell §6).
  const offers = (action: ListAction) => !config.without?.includes(action)
  const fixed = config.rowFixed?.(row)
  const Extras = config.rowExtras
  return (
    <span className={styles.actions}>
      {offers('rowEdit') && (
        <ReasonedButton size="small" reason={fixed ? t(fixed) : null} disabled={!can.rowEdit} onClick={() => go(config.routes.update(row.id))}>
          {t('generic:table.edit')}
        </ReasonedButton>
      )}
      {offers('rowClone') && (
        <Button size="small" disabled={!can.rowClone} onClick={() => go(config.routes.create({ clone_from: row.id }))}>
          {t('generic:table.clone')}
        </Button>
      )}
      {offers('rowDelete') && (
        <ReasonedButton size="small" reason={fixed ? t(fixed) : null} disabled={!can.rowDelete} onClick={() => onDelete(row)}>
          {t('generic:table.delete')}
        </ReasonedButton>
      )}
      {Extras && <Extras row={row} config={config} />}
    </span>
  )
}

/**
 * A row's name as a link to its detail page: a plain anchor whose click the router takes, as its Link
 * does, without the Link's hooks in every row (issue 24: a page change under 100 ms). A click with a
 * modifier key or another button is the browser's (a new tab, a new window).
 */
function rowLink(href: string, to: string, text: string, go: (path: string) => void) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.button !== 0 || e.metaKey || e.altKey || e.ctrlKey || e.shiftKey) return
    e.preventDefault()
    go(to)
  }
  return (
    <a href={href} onClick={follow}>
      {text}
    </a>
  )
}

export function buildColumns(
  config: ResourceConfig,
  getFields: Record<string, FieldInfo>,
  can: Record<ListAction, boolean>,
  onDelete: (row: Row) => void,
  go: (path: string) => void,
  t: TFunction,
  widths: Record<string, number>,
  /** Names of the related objects the rows refer to by id (useRelationNames; null while looked up). */
  names: Record<string, string> | null = {},
  /** The address of a console path, the router's basename before it (useHref). */
  href: (to: string) => string = (to) => to,
): TableColumn[] {
  return config.columns.map((c) => {
    const info = getFields[c.key]
    // A column's label never ends in " display": `foo_display` is labelled as `foo` (issue 22).
    const label = c.key === 'actions' ? t('generic:table.actions') : c.label ? t(c.label) : fieldLabel(c.key, getFields)
    const render =
      c.key === 'actions'
        ? (row: Row) => <RowActions row={row} can={can} onDelete={onDelete} go={go} config={config} t={t} />
        : c.nameLink
          ? (row: Row) =>
              can.nameLink ? rowLink(href(config.routes.detail(row.id)), config.routes.detail(row.id), displayValue(row[c.key], t), go) : <span>{displayValue(row[c.key], t)}</span>
          : (c.render ?? ((row: Row) => fieldText(c.key, row, info, t, names)))
    return { key: c.key, label, width: widths[c.key] ?? c.width, sortable: c.key !== 'actions' && (c.sortable ?? Boolean(info?.order)), render }
  })
}
