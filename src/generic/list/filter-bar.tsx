// Filters from the OPTIONS GET metadata (shell §3: the `filter` flag): choice and boolean fields get
// a select, strings go to the tag search, datetime ranges to the date-range picker.
import { Select, makeStyles, tokens } from '@fluentui/react-components'
import { useTranslation } from 'react-i18next'
import type { FieldInfo } from '@/shared/api/resource'
import { choiceText, fieldLabel } from '../common/field-text'
import { DateRangePicker } from '../date/date-range-picker'
import { filterFields } from './filter-fields'
import type { ResourceConfig } from '../resource-config'
import type { SearchState } from './search-state'
import { FREE_SEARCH, TagSearch } from './tag-search'

const useStyles = makeStyles({
  bar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalM },
})

export interface FilterBarProps {
  config: ResourceConfig
  getFields: Record<string, FieldInfo>
  state: SearchState
  onChange: (next: Partial<SearchState>) => void
  /** The instant the date range's fallback is computed from (the page's opening). */
  now?: Date
  /** The tag search emitted the tags it holds (shell §9: after mount, after its fields load). */
  onTagsEmitted?: () => void
}

export function FilterBar({ config, getFields, state, onChange, now, onTagsEmitted }: FilterBarProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const flagged = filterFields(config, getFields)
  const selects = flagged.filter(([, i]) => i.type === 'boolean' || (i.choices && i.choices.length > 0))
  const texts = flagged.filter(([, i]) => !selects.some(([, s]) => s === i) && i.type !== 'datetime' && i.type !== 'date')
  const textNames = new Set(texts.map(([n]) => n))
  const tags: Record<string, string> = {}
  if (state.search) tags[FREE_SEARCH] = state.search
  for (const [k, v] of Object.entries(state.filters)) if (textNames.has(k)) tags[k] = v
  const setFilter = (name: string, value: string) => {
    const filters = { ...state.filters }
    if (value === '') delete filters[name]
    else filters[name] = value
    onChange({ filters, page: 1 })
  }
  return (
    <div className={styles.bar} role="search">
      <TagSearch
        fields={texts.map(([name]) => ({ name, label: fieldLabel(name, getFields) }))}
        tags={tags}
        onSearch={onTagsEmitted}
        onChange={(next) => {
          const filters = Object.fromEntries(Object.entries(state.filters).filter(([k]) => !textNames.has(k)))
          for (const [k, v] of Object.entries(next)) if (k !== FREE_SEARCH) filters[k] = v
          onChange({ search: next[FREE_SEARCH] ?? '', filters, page: 1 })
        }}
      />
      {selects.map(([name, info]) => {
        const label = fieldLabel(name, getFields)
        return (
          <Select key={name} aria-label={label} value={state.filters[name] ?? ''} onChange={(_, d) => setFilter(name, d.value)}>
            <option value="">{`${label}: ${t('filter.any')}`}</option>
            {info.type === 'boolean'
              ? [
                  <option key="true" value="true">{`${label}: ${t('filter.yes')}`}</option>,
                  <option key="false" value="false">{`${label}: ${t('filter.no')}`}</option>,
                ]
              : (info.choices ?? []).map((c) => (
                  // A choice by its label, never its value (issue 22; domain §4 names some states).
                  <option key={String(c.value)} value={String(c.value)}>
                    {`${label}: ${choiceText(name, c.value, info, t) ?? c.display_name}`}
                  </option>
                ))}
          </Select>
        )
      })}
      {config.dateRange && (
        <DateRangePicker
          start={state.filters.date_start}
          end={state.filters.date_end}
          now={now}
          onChange={(start, end) => onChange({ filters: { ...state.filters, date_start: start, date_end: end }, page: 1 })}
        />
      )}
    </div>
  )
}
