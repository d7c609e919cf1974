// A version of a task (AdHoc as 2.26.1's AdHocSerializer sends it) turned at the boundary into words: its
// playbook lines (`tasks`: [{name, action: {module, args}}]) as one readable line each, and its ansible
// options (`options`: the text of a Python dict, "{'timeout': 10, 'forks': 10}") as name and value.
import { isPlainObject } from '@/generic/common/field-text'

/** "name: module args", or the module alone when the line is named after it. */
function commandLine(task: unknown): string {
  if (typeof task === 'string') return task
  if (!isPlainObject(task)) return ''
  const action = isPlainObject(task.action) ? task.action : {}
  const name = String(task.name ?? '').trim()
  const what = [action.module, action.args].filter((v) => v !== undefined && v !== null && String(v).trim() !== '').map(String).join(' ')
  if (!name) return what
  return what && what !== name ? `${name}: ${what}` : name
}

/** The version's playbook lines, in order; none for a value that is not a list. */
export function commandsOf(tasks: unknown): string[] {
  return Array.isArray(tasks) ? tasks.map(commandLine).filter((line) => line !== '') : []
}

export interface VersionOption {
  name: string
  value: string | number | boolean
}

/** The text of a Python dict (the server stores str(dict)) or of JSON, as an object; null when it is neither. */
function parseDict(text: string): Record<string, unknown> | null {
  for (const candidate of [text, text.replace(/'/g, '"').replace(/\bTrue\b/g, 'true').replace(/\bFalse\b/g, 'false').replace(/\bNone\b/g, 'null')]) {
    try {
      const parsed: unknown = JSON.parse(candidate)
      if (isPlainObject(parsed)) return parsed
    } catch {
      // Not this notation: try the next.
    }
  }
  return null
}

/** The version's options as name and value; null when they cannot be read (the text is then shown as it is). */
export function optionsOf(options: unknown): VersionOption[] | null {
  const dict = isPlainObject(options) ? options : typeof options === 'string' ? (options.trim() === '' ? {} : parseDict(options)) : null
  if (!dict) return null
  return Object.entries(dict).map(([name, value]) => ({ name, value: typeof value === 'number' || typeof value === 'boolean' ? value : value === null ? '' : typeof value === 'string' ? value : JSON.stringify(value) }))
}

/**
 * As whom the version reaches its hosts (AdHoc.inventory): each host's own admin user when run_as_admin, else
 * the user named by run_as; null when it names none.
 */
export function runAsOf(version: Readonly<Record<string, unknown>>): { hostAdmin: true } | { user: string } | null {
  if (version.run_as_admin === true) return { hostAdmin: true }
  return typeof version.run_as === 'string' && version.run_as.trim() !== '' ? { user: version.run_as } : null
}
