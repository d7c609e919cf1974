// The default detail tab: every readable field of OPTIONS GET with its label, as words; or, for a resource
// that names them, the fields in titled groups (who the user is, how they sign in, …).
import { Spinner, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery } from '@tanstack/react-query'
import type { ComponentProps, ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { fieldsFor, metaQueryOptions } from '../common/api'
import { baseKeyOf, fieldLabel, fieldText } from '../common/field-text'
import { useRelationNames } from '../common/relation-names'
import type { FormGroup, ResourceConfig, Row } from '../resource-config'
import { DefinitionList } from '../common/definition-list'

const useStyles = makeStyles({
  groups: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  heading: { margin: `0 0 ${tokens.spacingVerticalS}`, fontSize: tokens.fontSizeBase400 },
  beside: { display: 'grid', gridTemplateColumns: 'minmax(0, 2fr) minmax(240px, 1fr)', gap: tokens.spacingHorizontalXL, alignItems: 'start' },
})

export function BasicTab({ object, config }: { object: Row; config: ResourceConfig }) {
  return <FieldList object={object} url={config.url} />
}

/**
 * The object's readable fields labelled by the OPTIONS GET of `url` (its list URL), as words (issue 22):
 * a field and its display sibling are one row under the field's label; choices by their labels;
 * relations by name (the server's, else looked up); the object's own id is in the address, not here.
 * `only` those, in that order, when given; `omit` those shown apart (a task's last run, drawn as its own section);
 * `labels` names a field better than the server does (i18n keys);
 * `values` words a field the metadata cannot (an asset's protocols by name and port).
 */
export function FieldList({ object, url, only, omit = [], labels, values }: FieldListOptions & { object: Row; url: string; only?: readonly string[]; omit?: readonly string[] }) {
  const { t } = useTranslation()
  const meta = useQuery(metaQueryOptions(url))
  const fields = fieldsFor(meta.data, 'GET')
  const all = Object.keys(fields).length ? Object.keys(fields).filter((n) => !fields[n].write_only) : Object.keys(object)
  const has = (k: string) => all.includes(k)
  const names = (
    only
      ? only.filter((n) => n in fields || (!Object.keys(fields).length && n in object))
      : all.filter((n) => n !== 'id' && !baseKeyOf(n, has))
  ).filter((n) => !omit.includes(n))
  const relationNames = useRelationNames(object, names)
  // Labels come from OPTIONS: until it answers, rows would be named by their wire names.
  if (meta.isPending) return <Spinner size="tiny" label={t('generic:detail.loading')} />
  return (
    <DefinitionList
      items={names.map((name) => ({
        key: name,
        term: labels?.[name] ? t(labels[name]) : fieldLabel(name, fields),
        value: values?.[name] ? values[name](object) : fieldText(name, object, fields[name], t, relationNames),
      }))}
    />
  )
}

/** What a resource's detail says better than the metadata: a field's label (an i18n key), a field's value. */
interface FieldListOptions {
  labels?: Readonly<Record<string, string>>
  values?: Readonly<Record<string, (object: Row) => ReactNode>>
}

/** The fields in titled groups (the group titles are i18n keys), each a labelled list of its own. */
export function FieldGroups({ object, url, groups, labels, values }: FieldListOptions & { object: Row; url: string; groups: readonly FormGroup[] }) {
  const styles = useStyles()
  const { t } = useTranslation()
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <section key={group.title} aria-label={t(group.title)}>
          <h2 className={styles.heading}>{t(group.title)}</h2>
          <FieldList object={object} url={url} only={group.fields} labels={labels} values={values} />
        </section>
      ))}
    </div>
  )
}

/** The fields in titled groups, and beside them `aside` (a detail's quick-actions card). */
export function FieldGroupsBeside({ aside, ...groups }: ComponentProps<typeof FieldGroups> & { aside: ReactNode }) {
  const styles = useStyles()
  return (
    <div className={styles.beside}>
      <FieldGroups {...groups} />
      {aside}
    </div>
  )
}
