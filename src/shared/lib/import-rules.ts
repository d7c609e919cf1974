// Import file and table rules (shell §5, §9; domain §5). Two size figures by design: the check
// refuses files of 30 MB or more, the help text says 10 MB.
import {
  IMPORT_COLUMN_MAX_PX,
  IMPORT_COLUMN_MIN_PX,
  IMPORT_COLUMN_PX_PER_CHAR,
  IMPORT_FILE_EXTENSIONS,
  IMPORT_SIZE_CHECK_MB,
  IMPORT_SIZE_HELP_MB,
} from '@/shared/constants'
import type { ErrorKey } from '@/shared/errors/catalogue'

const MB = 1024 * 1024

export function importFileProblem(file: { name: string; size: number }): ErrorKey | null {
  const name = file.name.toLowerCase()
  if (!IMPORT_FILE_EXTENSIONS.some((ext) => name.endsWith(ext))) return 'importFileType'
  if (file.size >= IMPORT_SIZE_CHECK_MB * MB) return 'importFileTooLarge'
  return null
}

/** Parameters of the help text under the upload box. */
export const importHelpParams = () => ({ size: IMPORT_SIZE_HELP_MB })

/** 10 px per character of the column label, within 100–180 px. */
export function importColumnWidth(label: string): number {
  const width = Array.from(label).length * IMPORT_COLUMN_PX_PER_CHAR
  return Math.min(IMPORT_COLUMN_MAX_PX, Math.max(IMPORT_COLUMN_MIN_PX, width))
}
