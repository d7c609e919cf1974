// The default detail tab: every readable field of OPTIONS GET with its label, as text.
import { Spinner, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fieldsFor, metaQueryOptions } from '../common/api'
import { baseKeyOf, fieldLabel, fieldText } from '../common/field-text'
import { useRelationNames } from '../common/relation-names'
import type { ResourceConfig, Row } from '../resource-config'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-word' },
})

export function BasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  return <FieldList object={object} url={config.url} />
}

/**
 * The object's readable fields labelled by the OPTIONS GET of `url` (its list URL), as words (issue 22):
 * a field and its display sibling are one row under the field's label; choices by their labels;
 * relations by name (the server's, else looked up); the object's own id is in the address, not here.
 */
export function FieldList({ object, url }: { object: Row; url: string }) {
  const styles = useStyles()
  const { t } = useTranslation()
  const meta = useQuery(metaQueryOptions(url))
  const fields = fieldsFor(meta.data, 'GET')
  const all = Object.keys(fields).length ? Object.keys(fields).filter((n) => !fields[n].write_only) : Object.keys(object)
  const has = (k: string) => all.includes(k)
  const names = all.filter((n) => n !== 'id' && !baseKeyOf(n, has))
  const relationNames = useRelationNames(object, names)
  // Labels come from OPTIONS: until it answers, rows would be named by their wire names.
  if (meta.isPending) return <Spinner size="tiny" label={t('generic:detail.loading')} />
  return (
    <dl className={styles.list}>
      {names.map((name) => [
        <dt key={`${name}-t`} className={styles.term}>
          {fieldLabel(name, fields)}
        </dt>,
        <dd key={`${name}-v`} className={styles.value}>
          {fieldText(name, object, fields[name], t, relationNames)}
        </dd>,
      ])}
    </dl>
  )
}
