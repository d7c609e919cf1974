// Mock-only test control (ARCHITECTURE.md contracts): settings, licence, failures, site messages.
async function send(baseUrl: string, method: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}${path}`, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`)
  return res.json() as Promise<unknown>
}

/** "true", "false", numbers and JSON are read as such; anything else is a string. */
export function parseValue(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

export const patchSettings = (baseUrl: string, patch: Record<string, unknown>) => send(baseUrl, 'PATCH', '/__mock/settings', patch)
export const patchLicence = (baseUrl: string, patch: Record<string, unknown>) => send(baseUrl, 'PATCH', '/__mock/licence', patch)
export const failNext = (baseUrl: string, rule: { method: string; path: string; status: number; body?: unknown; times?: number }) =>
  send(baseUrl, 'POST', '/__mock/fail', rule)
/** A fresh seed with `scale` staff members (every fifth in Branch Office, the rest in Default). */
export const reseed = (baseUrl: string, scale: number) => send(baseUrl, 'POST', '/__mock/reset', { scale })
export const deliverMessage = (baseUrl: string, username: string, subject: string, message: string, daysAgo = 0) =>
  send(baseUrl, 'POST', '/__mock/site-messages', { username, subject, message, daysAgo })
/** Moves the user's sign-ins `seconds` into the past; answers how many sessions were moved. */
export const ageSessions = async (baseUrl: string, username: string, seconds: number) =>
  ((await send(baseUrl, 'POST', '/__mock/sessions/age', { username, seconds })) as { aged: number }).aged
export const dropSockets = async (baseUrl: string) => ((await send(baseUrl, 'POST', '/__mock/sockets/drop', {})) as { dropped: number }).dropped

/** A date `days` from today (negative: past), as the licence's date_expired (YYYY-MM-DD). */
export const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
