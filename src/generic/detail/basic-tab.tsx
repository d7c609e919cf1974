// The default detail tab: every readable field of OPTIONS GET with its label, as text.
import { makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { fieldsFor, metaQueryOptions } from '../common/api'
import { displayValue } from '../list/list-columns'
import type { ResourceConfig, Row } from '../resource-config'

const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'minmax(120px, 220px) 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  value: { margin: 0, wordBreak: 'break-word' },
})

export function BasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  return <FieldList object={object} url={config.url} />
}

/** The object's readable fields labelled by the OPTIONS GET of `url` (its list URL). */
export function FieldList({ object, url }: { object: Row; url: string }) {
  const styles = useStyles()
  const { t } = useTranslation()
  const meta = useQuery(metaQueryOptions(url))
  const fields = fieldsFor(meta.data, 'GET')
  const names = Object.keys(fields).length ? Object.keys(fields).filter((n) => !fields[n].write_only) : Object.keys(object)
  return (
    <dl className={styles.list}>
      {names
        .filter((n) => !n.endsWith('_display') || !names.includes(n.replace(/_display$/, '')))
        .map((name) => {
          const display = object[`${name}_display`]
          return [
            <dt key={`${name}-t`} className={styles.term}>
              {fields[name]?.label ?? name}
            </dt>,
            <dd key={`${name}-v`} className={styles.value}>
              {display !== undefined && display !== '' ? displayValue(display, t) : displayValue(object[name], t, fields[name])}
            </dd>,
          ]
        })}
    </dl>
  )
}
