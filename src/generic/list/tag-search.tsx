// Tag search (shell §2): free text or a chosen filter field, added as a removable tag on Enter.
// Choice, boolean filters get their own select; each tag is one URL query parameter.
import { Button, Input, Select, makeStyles, tokens } from '@fluentui/react-components'
import { DismissRegular, SearchRegular } from '@fluentui/react-icons'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'

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
}

export const FREE_SEARCH = 'search'

export function TagSearch({ fields, tags, onChange }: TagSearchProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
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
        aria-label={t('tagSearch.placeholder')}
        placeholder={t('tagSearch.placeholder')}
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
