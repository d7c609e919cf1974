// Downloads go through the browser (same origin, session cookie), so the server's file name and
// content arrive untouched (reference §1.7).
export function download(url: string) {
  const a = document.createElement('a')
  a.href = url
  a.download = ''
  a.rel = 'noopener'
  document.body.appendChild(a)
  a.click()
  a.remove()
}
