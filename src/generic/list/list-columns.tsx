// Columns of the list table: the config's, labelled from OPTIONS GET, plus the row actions whose
// availability follows the abilities table of shell §6 (incl. the root-org rule).
import { Button, makeStyles, tokens, useButtonStyles_unstable, type ButtonState } from '@fluentui/react-components'
import { useMemo } from 'react'
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

/** The class names of Fluent's small button, enabled and disabled. */
export interface RowButtonClasses {
  enabled: string
  disabled: string
}

/**
 * Fluent's small button's class names, made once for the whole table: the rows' action buttons are
 * the browser's buttons wearing them, the same to see, focus and use as Fluent's, without its hooks
 * for each of them (issue 24: a page change under 100 ms).
 */
export function useRowButtonClasses(): RowButtonClasses {
  const state = (disabled: boolean) =>
    ({ appearance: 'secondary', size: 'small', shape: 'rounded', disabled, disabledFocusable: false, iconOnly: false, iconPosition: 'before', root: { className: '' } }) as unknown as ButtonState
  const enabled = useButtonStyles_unstable(state(false)).root.className ?? ''
  const disabled = useButtonStyles_unstable(state(true)).root.className ?? ''
  return useMemo(() => ({ enabled, disabled }), [enabled, disabled])
}

export interface RowActionProps {
  row: Row
  can: Record<ListAction, boolean>
  config: ResourceConfig
  t: TFunction
  go: (path: string) => void
  onDelete: (row: Row) => void
  /** Drawn as plain buttons wearing these classes; Fluent's buttons without them. */
  buttons?: RowButtonClasses
}

export function RowActions({ row, can, config, t, go, onDelete, buttons }: RowActionProps) {
  const styles = useStyles()
  // What the resource does not offer is not shown; what a permission withholds is disabled (shell §6).
  const offers = (action: ListAction) => !config.without?.includes(action)
  const fixed = config.rowFixed?.(row)
  const Extras = config.rowExtras
  // One that cannot be used for a reason says why (ReasonedButton: focusable, with its tooltip).
  const button = (label: string, disabled: boolean, onClick: () => void, reason?: string | null) =>
    reason ? (
      <ReasonedButton size="small" reason={reason} disabled={disabled} onClick={onClick}>
        {label}
      </ReasonedButton>
    ) : buttons ? (
      <button type="button" className={disabled ? buttons.disabled : buttons.enabled} disabled={disabled} onClick={onClick}>
        {label}
      </button>
    ) : (
      <Button size="small" disabled={disabled} onClick={onClick}>
        {label}
      </Button>
    )
  const reason = fixed ? t(fixed) : null
  return (
    <span className={styles.actions}>
      {offers('rowEdit') && button(t('generic:table.edit'), !can.rowEdit, () => go(config.routes.update(row.id)), reason)}
      {offers('rowClone') && button(t('generic:table.clone'), !can.rowClone, () => go(config.routes.create({ clone_from: row.id })))}
      {offers('rowDelete') && button(t('generic:table.delete'), !can.rowDelete, () => onDelete(row), reason)}
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
  /** How the rows draw their links and buttons: the address of a console path (the router's basename before it), the buttons' classes. */
  kit: { href?: (to: string) => string; buttons?: RowButtonClasses } = {},
): TableColumn[] {
  const href = kit.href ?? ((to: string) => to)
  return config.columns.map((c) => {
    const info = getFields[c.key]
    // A column's label never ends in " display": `foo_display` is labelled as `foo` (issue 22).
    const label = c.key === 'actions' ? t('generic:table.actions') : c.label ? t(c.label) : fieldLabel(c.key, getFields)
    const render =
      c.key === 'actions'
        ? (row: Row) => <RowActions row={row} can={can} onDelete={onDelete} go={go} config={config} t={t} buttons={kit.buttons} />
        : c.nameLink
          ? (row: Row) =>
              can.nameLink ? rowLink(href(config.routes.detail(row.id)), config.routes.detail(row.id), displayValue(row[c.key], t), go) : <span>{displayValue(row[c.key], t)}</span>
          : (c.render ?? ((row: Row) => fieldText(c.key, row, info, t, names)))
    return { key: c.key, label, width: widths[c.key] ?? c.width, grow: c.grow, sortable: c.key !== 'actions' && (c.sortable ?? Boolean(info?.order)), render }
  })
}
