import { Card, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, makeStyles, tokens } from '@fluentui/react-components'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { EmptyState } from './query-state'

const useStyles = makeStyles({
  card: { padding: tokens.spacingHorizontalL, overflowX: 'auto' },
  header: { display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: tokens.spacingHorizontalM },
})

export interface TableCardProps {
  /** The card's heading, and the name of its region and its table. */
  title: string
  /** A link to the full page beside the heading. */
  more?: { to: string; text: string }
  headers: string[]
  /** Each row's cells, in the order of `headers`; undefined while there are none to show (loading, failed). */
  rows?: ReactNode[][]
  /** What an empty answer reads. */
  empty: string
  /** What stands where the rows are not yet (a loading or failed state). */
  children?: ReactNode
}

/** A card of a few rows (a dashboard's latest sessions, the workbench's assets): heading, link, small table. */
export function TableCard({ title, more, headers, rows, empty, children }: TableCardProps) {
  const styles = useStyles()
  return (
    <Card className={styles.card} role="region" aria-label={title}>
      <div className={styles.header}>
        <Text as="h2" weight="semibold">
          {title}
        </Text>
        {more && <Link to={more.to}>{more.text}</Link>}
      </div>
      {children}
      {rows?.length === 0 && <EmptyState text={empty} />}
      {rows && rows.length > 0 && (
        <Table size="small" aria-label={title}>
          <TableHeader>
            <TableRow>
              {headers.map((header) => (
                <TableHeaderCell key={header}>{header}</TableHeaderCell>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((cells, i) => (
              <TableRow key={i}>
                {cells.map((cell, j) => (
                  <TableCell key={j}>{cell}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Card>
  )
}
