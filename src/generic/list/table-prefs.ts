// Column preference per table (shell §3): localStorage `tableConfig` → { [table]: { showColumns } },
// with the remembered widths and page size kept alongside. id and actions are always shown.
import { MINIMUM_COLUMNS } from '@/shared/constants'

export const TABLE_CONFIG_KEY = 'tableConfig'

export interface TablePrefs {
  showColumns?: string[]
  widths?: Record<string, number>
  pageSize?: number
}

function readAll(): Record<string, TablePrefs> {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(TABLE_CONFIG_KEY) ?? '{}')
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, TablePrefs>) : {}
  } catch {
    return {}
  }
}

export function readPrefs(table: string): TablePrefs {
  return readAll()[table] ?? {}
}

export function writePrefs(table: string, patch: Partial<TablePrefs>) {
  const all = readAll()
  all[table] = { ...all[table], ...patch }
  localStorage.setItem(TABLE_CONFIG_KEY, JSON.stringify(all))
}

/** The shown columns: the preference (or the defaults) plus the minimum columns. */
export function shownColumns(all: string[], defaults: string[], prefs: TablePrefs): string[] {
  const chosen = new Set(prefs.showColumns ?? defaults)
  for (const always of MINIMUM_COLUMNS) chosen.add(always)
  return all.filter((c) => chosen.has(c))
}
