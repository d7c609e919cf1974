// A detail tab listing rows that point at the object (a plan's executions, a task's versions): read
// only, the first column linking to the row's own page when there is one. Cells are words, as a list's
// are: choices by their labels, dates in the medium format, from the rows' list OPTIONS (issue 22).
import { Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import type { ComponentType, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { rowsOf } from '@/shared/api/resource'
import { fieldsFor, listQueryOptions, metaQueryOptions } from '../common/api'
import { fieldText } from '../common/field-text'
import type { DetailTab, ResourceConfig, Row } from '../resource-config'

export interface RelatedRowsOptions {
  url: string
  /** The URL of the object's own list instead (`perms/users/{id}/assets/`). */
  urlOf?: (object: Row) => string
  /** The query naming the object (`{ plan_id: id }`). */
  query: (object: Row) => Record<string, string>
  /**
   * Field name and i18n label key; the first links to `link(row)` when given. `render` shows what the row
   * does not hold itself (a per-row read on demand: a user's login users on a granted asset).
   */
  columns: Array<{ key: string; label: string; render?: (row: Row, object: Row) => ReactNode }>
  link?: (row: Row) => string
  /** i18n key naming the table. */
  title: string
}

export function RelatedRows({ object, options }: { object: Row; options: RelatedRowsOptions }) {
  const { t } = useTranslation('generic')
  const url = options.urlOf ? options.urlOf(object) : options.url
  const list = useQuery(listQueryOptions(url, { ...options.query(object), offset: 0, limit: 100 }))
  const fields = fieldsFor(useQuery(metaQueryOptions(url)).data, 'GET')
  const rows: Row[] = list.data ? rowsOf(list.data).rows : []
  const cell = (row: Row, key: string) => fieldText(key, row, fields[key], t)
  return (
    <Table aria-label={t(options.title)} size="small">
      <TableHeader>
        <TableRow>
          {options.columns.map((c) => (
            <TableHeaderCell key={c.key}>{t(c.label)}</TableHeaderCell>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={options.columns.length}>{list.isLoading ? t('table.loading') : t('table.noData')}</TableCell>
          </TableRow>
        )}
        {rows.map((row) => (
          <TableRow key={String(row.id)} data-row-id={String(row.id)}>
            {options.columns.map((c, i) => (
              <TableCell key={c.key}>
                {c.render ? c.render(row, object) : i === 0 && options.link ? <Link to={options.link(row)}>{cell(row, c.key)}</Link> : cell(row, c.key)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}

export function relatedRowsTab(options: RelatedRowsOptions): ComponentType<{ object: Row; config: ResourceConfig }> {
  return function RelatedRowsTab({ object }: { object: Row }) {
    return <RelatedRows object={object} options={options} />
  }
}

/** A detail tab of such rows, titled as its table and shown to those holding `permission` (what its list asks). */
export function relatedRowsDetailTab(name: string, permission: string, options: RelatedRowsOptions): DetailTab {
  return { name, title: options.title, visible: (perms) => perms.has(permission), component: relatedRowsTab(options) }
}
