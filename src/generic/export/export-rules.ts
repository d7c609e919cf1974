// Export range rules (shell §5): all only without a filter, selected only with a selection,
// filtered only with a filter.
export type ExportRange = 'all' | 'selected' | 'filtered'

export function availableRanges(selection: number, filtered: boolean): Record<ExportRange, boolean> {
  return { all: !filtered, selected: selection > 0, filtered }
}

export function defaultRange(selection: number, filtered: boolean): ExportRange {
  if (selection > 0) return 'selected'
  return filtered ? 'filtered' : 'all'
}
