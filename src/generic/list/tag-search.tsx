// Tag search (shell §2): free text or a chosen filter field, added as a removable tag on Enter.
// Choice, boolean filters get their own select; each tag is one URL query parameter.
// Shell §9: the tags it holds (read from the address) are emitted 400 ms after it mounts, and again
// 490 ms after its fields (the filter options of the OPTIONS metadata) load, as the real console's
// tag search does: the list then writes the address in its one form (list-page.tsx).
import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components'
import { DismissRegular, SearchRegular } from '@fluentui/react-icons'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { TAG_SEARCH_MOUNT_EMIT_MS, TAG_SEARCH_OPTIONS_EMIT_MS } from '@/shared/constants'

const useStyles = makeStyles({
  root: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  tag: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXS,
    padding: `0 ${tokens.spacingHorizontalS}`,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground3,
  },
})

export interface TagField {
  name: string
  label: string
}

export interface TagSearchProps {
  fields: TagField[]
  /** name → value; `search` is the free text. */
  tags: Record<string, string>
  onChange: (tags: Record<string, string>) => void
  /** The tags held, emitted after mount and after the fields load (shell §9); never with no tag. */
  onSearch?: (tags: Record<string, string>) => void
  /** The search box's name and placeholder ("Search or filter" by default). */
  label?: string
}

export const FREE_SEARCH = 'search'

export function TagSearch({ fields, tags, onChange, onSearch, label }: TagSearchProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const emit = useEffectEvent(() => {
    if (onSearch && Object.keys(tags).length > 0) onSearch(tags)
  })
  useEffect(() => {
    const timer = setTimeout(emit, TAG_SEARCH_MOUNT_EMIT_MS)
    return () => clearTimeout(timer)
  }, [])
  // Fields given at mount are not a load; fields that arrive (or change) later are.
  const fieldNames = fields.map((f) => f.name).join(',')
  const fieldsBefore = useRef(fieldNames)
  useEffect(() => {
    if (!fieldNames || fieldNames === fieldsBefore.current) return
    fieldsBefore.current = fieldNames
    const timer = setTimeout(emit, TAG_SEARCH_OPTIONS_EMIT_MS)
    return () => clearTimeout(timer)
  }, [fieldNames])
  const [field, setField] = useState(FREE_SEARCH)
  const [text, setText] = useState('')
  const labelOf = (name: string) => (name === FREE_SEARCH ? t('toolbar.search') : (fields.find((f) => f.name === name)?.label ?? name))
  const add = () => {
    const value = text.trim()
    if (!value) return
    onChange({ ...tags, [field]: value })
    setText('')
  }
  return (
    <div className={styles.root}>
      {fields.length > 0 && (
        <Select aria-label={t('filter.field')} value={field} onChange={(_, d) => setField(d.value)}>
          <option value={FREE_SEARCH}>{t('toolbar.search')}</option>
          {fields.map((f) => (
            <option key={f.name} value={f.name}>
              {f.label}
            </option>
          ))}
        </Select>
      )}
      <Input
        type="search"
        aria-label={label ?? t('tagSearch.placeholder')}
        placeholder={label ?? t('tagSearch.placeholder')}
        contentBefore={<SearchRegular />}
        value={text}
        onChange={(_, d) => setText(d.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
      />
      {Object.entries(tags).map(([name, value]) => (
        <span key={name} className={styles.tag} data-testid="search-tag">
          {labelOf(name)}: {value}
          <Button
            size="small"
            appearance="transparent"
            icon={<DismissRegular />}
            aria-label={t('tagSearch.remove', { label: labelOf(name) })}
            onClick={() => {
              const next = { ...tags }
              delete next[name]
              onChange(next)
            }}
          />
        </span>
      ))}
    </div>
  )
}
