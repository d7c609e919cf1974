// A ticket comment's body. What a person writes is text and shows as text. What the server writes when the
// ticket changes state (opened, approved, rejected, closed) is an HTML document of its own template
// (tickets/ticket_approve_diff.html): a line saying who did what, and, when an approver changed the request,
// a table of the changed fields before and after. That document is read for its words (DOMParser, which
// runs nothing) and drawn as a line and a table: its markup never reaches the page, nor the reader's eyes.
import { makeStyles, tokens } from '@fluentui/react-components'

export interface CommentContent {
  /** The paragraphs, as text. */
  lines: string[]
  /** The changed fields (header cells, then one row per field), when the server listed any. */
  table: { headers: string[]; rows: string[][] } | null
}

const SERVER_DOCUMENT = /^\s*<!doctype html>/i
const words = (el: Element) => (el.textContent ?? '').replace(/\s+/g, ' ').trim()

/** The words of a comment's body: a server-written state document read for its text, anything else as it is. */
export function commentContent(body: string): CommentContent {
  if (!SERVER_DOCUMENT.test(body) || typeof DOMParser === 'undefined') return { lines: [body], table: null }
  const doc = new DOMParser().parseFromString(body, 'text/html')
  const lines = [...doc.querySelectorAll('body > p')].map(words).filter(Boolean)
  const table = doc.querySelector('table')
  const rows = table ? [...table.querySelectorAll('tr')] : []
  const headers = rows.flatMap((tr) => [...tr.querySelectorAll('th')].map(words))
  const cells = rows.map((tr) => [...tr.querySelectorAll('td')].map(words)).filter((r) => r.length > 0)
  return { lines: lines.length || cells.length ? lines : [words(doc.body)], table: cells.length ? { headers, rows: cells } : null }
}

const useStyles = makeStyles({
  text: { margin: 0, wordBreak: 'break-word', whiteSpace: 'pre-wrap' },
  table: { borderCollapse: 'collapse', marginTop: tokens.spacingVerticalXS, fontSize: tokens.fontSizeBase200 },
  cell: { textAlign: 'start', padding: `${tokens.spacingVerticalXXS} ${tokens.spacingHorizontalS}`, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
})

export function CommentBody({ body, label }: { body: string; label: string }) {
  const styles = useStyles()
  const { lines, table } = commentContent(body)
  return (
    <>
      {lines.map((line, i) => (
        <p key={i} className={styles.text}>
          {line}
        </p>
      ))}
      {table && (
        <table className={styles.table} aria-label={label}>
          <thead>
            <tr>
              {table.headers.map((h, i) => (
                <th key={i} scope="col" className={styles.cell}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) => (
                  <td key={j} className={styles.cell}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  )
}
