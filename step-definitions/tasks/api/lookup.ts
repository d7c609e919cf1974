// Finding a seeded or scenario-made object's id by one of its fields, as the super admin finds it in
// the Default organisation: the mock's data, never the console's.
import assert from 'node:assert/strict'
import { seededOrgId } from '../ui/sign-in'
import type { ApiSession } from './api-session'

/** The id of the object of `url` whose `field` is `value`; fails the step when there is none. */
export async function idOf(admin: ApiSession, url: string, field: string, value: string): Promise<string> {
  const res = await admin.request<{ results: Array<Record<string, unknown>> }>('GET', `${url}?search=${encodeURIComponent(value.split('/').pop() ?? value)}&limit=50&offset=0`, undefined, {
    headers: { 'X-JMS-ORG': seededOrgId('Default') },
  })
  const row = res.body.results?.find((r) => r[field] === value)
  assert.ok(row, `no ${field} ${value} under ${url}: ${res.status}`)
  return String(row.id)
}
