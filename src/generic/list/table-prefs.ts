// Column preference per table (shell §3): localStorage `tableConfig` → { [table]: { showColumns } },
// with the remembered widths and page size kept alongside, and the users (by id) who folded the panel
// beside the page's table (TreeBeside): a fold is one user's, never shown to another who signs in here. The minimum columns, id and actions (shell §9),
// are always shown where the table shows them by default, as JumpServer's console does (its columnsShow.min
// is kept to the table's defaults): a table whose defaults leave the id out never shows a column of UUIDs
// the user did not ask for, and offers it in the column settings instead.
import { MINIMUM_COLUMNS } from '@/shared/constants'

export const TABLE_CONFIG_KEY = 'tableConfig'

export interface TablePrefs {
  showColumns?: string[]
  widths?: Record<string, number>
  pageSize?: number
  /** The ids of the users who folded the panel beside this page's table (TreeBeside). */
  foldedBy?: string[]
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

/** `user` folded the panel beside the page `table`. */
export const panelFolded = (table: string, user: string) => readPrefs(table).foldedBy?.includes(user) ?? false

export function foldPanel(table: string, user: string, folded: boolean) {
  const others = (readPrefs(table).foldedBy ?? []).filter((u) => u !== user)
  writePrefs(table, { foldedBy: folded ? [...others, user] : others })
}

/** The columns a table always shows: the minimum columns among its defaults. */
export function fixedColumns(defaults: string[]): string[] {
  return MINIMUM_COLUMNS.filter((c) => defaults.includes(c))
}

/** The shown columns: the preference (or the defaults) plus the table's fixed columns. */
export function shownColumns(all: string[], defaults: string[], prefs: TablePrefs): string[] {
  const chosen = new Set(prefs.showColumns ?? defaults)
  for (const always of fixedColumns(defaults)) chosen.add(always)
  return all.filter((c) => chosen.has(c))
}
