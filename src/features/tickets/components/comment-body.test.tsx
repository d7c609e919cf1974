// @vitest-environment jsdom
import { act } from 'react'
import { createRoot } from 'react-dom/client'
import { afterEach, describe, expect, it } from 'vitest'
import { CommentBody, commentContent } from './comment-body'

// What a 2.26.1 server stored when Alice opened her ticket (recorded: ticket-comments.GET.json).
const OPENED = '<!DOCTYPE html>\n<html lang="en">\n<body>\n<p> Alice Liddell(alice) Open the ticket</p>\n\n</body>\n</html>\n'
// tickets/ticket_approve_diff.html as rendered when the approver narrowed the request.
const APPROVED_WITH_CHANGES = `<!DOCTYPE html>
<html lang="en">
<body>
<p> Administrator(admin) Approved the ticket</p>
<br>
<div style="width:100%; overflow-x:scroll;">
    <table style="width:1000px; text-align:left">
        <tr>
                <th> Change field </th>
                <th> Before change </th>
                <th> After change </th>
        </tr>
            <tr>
                    <td>Assets</td>
                    <td>web-01(10.0.0.11), db-01(10.0.0.21)</td>
                    <td>web-01(10.0.0.11)</td>
            </tr>
    </table>
</div>
</body>
</html>
`

describe("a ticket comment's words", () => {
  it("reads the server's state comment as its sentence, not its markup", () => {
    expect(commentContent(OPENED)).toEqual({ lines: ['Alice Liddell(alice) Open the ticket'], table: null })
  })

  it("reads the approver's changes as a table of words", () => {
    expect(commentContent(APPROVED_WITH_CHANGES)).toEqual({
      lines: ['Administrator(admin) Approved the ticket'],
      table: { headers: ['Change field', 'Before change', 'After change'], rows: [['Assets', 'web-01(10.0.0.11), db-01(10.0.0.21)', 'web-01(10.0.0.11)']] },
    })
  })

  it('keeps what a person wrote as it is, markup included', () => {
    const written = '<p>see <b>this</b></p>\n<script>alert(1)</script>'
    expect(commentContent(written)).toEqual({ lines: [written], table: null })
  })
})

describe('the comment as drawn', () => {
  let root: ReturnType<typeof createRoot> | null = null
  afterEach(() => {
    act(() => root?.unmount())
    document.body.innerHTML = ''
  })
  const draw = (body: string) => {
    const host = document.createElement('div')
    document.body.append(host)
    root = createRoot(host)
    act(() => root!.render(<CommentBody body={body} label="What the approver changed" />))
    return host
  }

  it("shows the server's words and none of its tags", () => {
    const host = draw(APPROVED_WITH_CHANGES)
    expect(host.textContent).toContain('Administrator(admin) Approved the ticket')
    expect(host.textContent).not.toContain('<')
    expect(host.querySelector('table[aria-label="What the approver changed"] td')?.textContent).toBe('Assets')
    expect(host.querySelector('div[style]')).toBeNull()
  })

  it('shows a script a person wrote as text, never running or drawing it', () => {
    const host = draw('<!DOCTYPE html><html><body><p>hi</p><script>window.ran = true</script></body></html>')
    expect(host.querySelector('script')).toBeNull()
    expect((window as unknown as { ran?: boolean }).ran).toBeUndefined()
    act(() => root?.unmount())
    const plain = draw('<img src=x onerror="window.ran=true">')
    expect(plain.querySelector('img')).toBeNull()
    expect(plain.textContent).toBe('<img src=x onerror="window.ran=true">')
  })
})
