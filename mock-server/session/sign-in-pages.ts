// The platform's own sign-in pages, as the mock serves them. Every interpolated value is escaped.
const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

const layout = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f3f3f4;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;padding:32px 40px;border-radius:6px;box-shadow:0 2px 12px rgba(0,0,0,.1);width:340px}
h1{font-size:20px;margin:0 0 4px;color:#2f4050}p.mock{font-size:12px;color:#888;margin:0 0 20px}
label{display:block;font-size:13px;margin:12px 0 4px;color:#333}input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:8px;border:1px solid #ccc;border-radius:4px;font-size:14px}
button{margin-top:20px;width:100%;padding:10px;border:0;border-radius:4px;background:#1ab394;color:#fff;font-size:15px;cursor:pointer}
.error{color:#ed5565;font-size:13px;margin-top:10px}.row{display:flex;align-items:center;gap:6px;margin-top:12px;font-size:13px}
</style></head><body><main>${body}</main></body></html>`

export function signInPage(opts: { next: string; title: string; error?: string; username?: string }) {
  return layout(
    'Sign in',
    `<h1>${escapeHtml(opts.title)}</h1><p class="mock">Mock server: personas share the password in the README.</p>
<form method="post" action="/core/auth/login/" aria-label="Sign in">
<input type="hidden" name="next" value="${escapeHtml(opts.next)}">
<label for="username">Username</label><input id="username" name="username" type="text" autocomplete="username" value="${escapeHtml(opts.username ?? '')}" required>
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="row"><input id="auto_login" name="auto_login" type="checkbox" value="1"><label for="auto_login" style="margin:0">Keep me signed in</label></div>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<button type="submit">Sign in</button></form>`,
  )
}

export function mfaPage(opts: { next: string; error?: string }) {
  return layout(
    'MFA',
    `<h1>Multi-factor authentication</h1><p class="mock">Enter the 6-digit code of your authenticator app.</p>
<form method="post" action="/core/auth/login/mfa/" aria-label="MFA">
<input type="hidden" name="next" value="${escapeHtml(opts.next)}">
<label for="code">Code</label><input id="code" name="code" type="text" inputmode="numeric" maxlength="6" autocomplete="one-time-code" required>
${opts.error ? `<div class="error" role="alert">${escapeHtml(opts.error)}</div>` : ''}
<button type="submit">Verify</button></form>`,
  )
}
