// What a list cell or a detail row shows for a field: words, never ids or raw choice values (issue 22).
// The server (reference §1.6) sends choices as raw values with a read-only `<name>_display` sibling,
// relations as bare ids (with `<name>_display` names on some serializers, `org_name` beside `org_id`),
// and OPTIONS gives each choice's display_name. The console's own words win where the spec names
// the states (domain §4: asset reachability Reachable / Unreachable / Unknown; component load Normal /
// High / Critical / Offline, a terminal's `status`: other `status` values fall back to OPTIONS).
import type { TFunction } from 'i18next'
import type { FieldInfo } from '@/shared/api/resource'
import { i18next } from '@/shared/i18n'
import { formatDate, parseServerDate } from '@/shared/lib/dates'
import { isolateBidi } from '@/shared/lib/bidi'

type Fields = Record<string, FieldInfo | undefined>

/** Choice fields whose states the spec names: the console's words (generic:choices.<field>.<value>). */
const OWN_CHOICE_WORDS = new Set(['connectivity', 'status'])

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** An id as the server writes one (a UUID): never shown to a user. */
export const isId = (value: unknown) => typeof value === 'string' && UUID.test(value)

/** Ids of a relation value: one id, a list of ids; empty when the value is anything else. */
export function idsOf(value: unknown): string[] {
  if (isId(value)) return [value as string]
  return Array.isArray(value) && value.length > 0 && value.every(isId) ? (value as string[]) : []
}

/** The read-only sibling that names a field's value: `foo_display`, and `org_name` beside `org_id`. */
export function displayKeyOf(name: string, has: (key: string) => boolean): string | undefined {
  const candidates = [`${name}_display`, ...(name.endsWith('_id') ? [`${name.slice(0, -3)}_name`, `${name.slice(0, -3)}_display`] : [])]
  return candidates.find(has)
}

/** The field a display sibling names (`foo_display` → `foo`, `org_name` → `org_id`), when it is there. */
export function baseKeyOf(name: string, has: (key: string) => boolean): string | undefined {
  const m = /^(.*)_(display|name)$/.exec(name)
  if (!m) return undefined
  const base = m[2] === 'display' ? [m[1], `${m[1]}_id`] : [`${m[1]}_id`]
  return base.find(has)
}

/** A label never ends in " display": `foo_display` takes the label of `foo`, or its own without the word. */
export function fieldLabel(name: string, fields: Fields): string {
  const base = baseKeyOf(name, (k) => Boolean(fields[k]))
  const label = (base ? fields[base]?.label : undefined) ?? fields[name]?.label ?? name
  return label.replace(/[\s_]+display$/i, '')
}

/** A choice's words: the console's own where the spec names them, else OPTIONS display_name. */
export function choiceText(name: string, value: unknown, info: FieldInfo | undefined, t: TFunction): string | undefined {
  const own = `generic:choices.${name}.${String(value)}`
  if (OWN_CHOICE_WORDS.has(name) && i18next.exists(own)) return t(own)
  return info?.choices?.find((c) => String(c.value) === String(value))?.display_name
}

/** A field's name as words when the server gives it no label: `hostname_group` → "Hostname group". */
const wordsOf = (name: string) => name.charAt(0).toUpperCase() + name.slice(1).replace(/_/g, ' ')

/** A nested part the server gives no label: the console's words for it where it has them (generic:parts), else its key as words. */
const partName = (key: string, t: TFunction) => (i18next.exists(`generic:parts.${key}`) ? t(`generic:parts.${key}`) : wordsOf(key))

export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A nested object (an ACL's `users: {username_group: [...]}`, an application's attrs) as labelled parts,
 * "Username group: *", each part labelled by the OPTIONS children (domain §3 ACL rule) and shown as a
 * field is (a related id by its name); empty parts, display siblings and the object's own id left out.
 */
function nestedText(value: Record<string, unknown>, t: TFunction, info: FieldInfo | undefined, names: Record<string, string> | null): string {
  const has = (k: string) => k in value
  // The nested object's own id (a task's last run) is no word for a user: its other parts name it. A
  // remote app's `asset_info: {id, hostname}` names its `asset`, which is shown named already.
  return Object.keys(value)
    .filter((key) => !baseKeyOf(key, has) && !(key === 'id' && isId(value.id)) && !(key.endsWith('_info') && has(key.slice(0, -5))))
    .map((key) => [info?.children?.[key]?.label ?? partName(key, t), fieldText(key, value, info?.children?.[key], t, names)] as const)
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}: ${text}`)
    .join('; ')
}

/**
 * The choices of a list that are shown: a list holding the choice `all` stands for every choice, so it is
 * shown as "All" alone (2.26.1 reads a permission's actions back as `all` followed by every action it
 * holds; JumpServer's own console names such a permission's actions "All").
 */
export function shownChoices<T>(values: readonly T[]): T[] {
  return values.some((v) => String(v) === 'all') ? values.filter((v) => String(v) === 'all') : [...values]
}

/** A value as text: yes/no for booleans, lists joined, dates of datetime fields in the medium format (shell §9). */
export function displayValue(value: unknown, t: TFunction, info?: FieldInfo): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'boolean') return value ? t('generic:detail.yes') : t('generic:detail.no')
  if (typeof value === 'string' && info?.type === 'datetime') {
    const date = parseServerDate(value)
    return date ? formatDate(date, 'medium', i18next.language) : value
  }
  if (Array.isArray(value)) return value.map((v) => displayValue(v, t)).join(', ')
  if (typeof value === 'object') return nestedText(value as Record<string, unknown>, t, info, {})
  // Issue 26: each value isolated for bidi, so a joined list or the words after it keep their direction.
  return isolateBidi(String(value))
}

/**
 * A field of a row as words: a choice's label (a list of choices label by label), else the server's
 * display sibling, else the value. Ids are named by `names` (looked up; null while the lookup runs)
 * or counted, never shown.
 */
export function fieldText(
  name: string,
  row: Record<string, unknown>,
  info: FieldInfo | undefined,
  t: TFunction,
  names: Record<string, string> | null = {},
): string {
  const value = row[name]
  if (isPlainObject(value)) return nestedText(value, t, info, names)
  const choices = (Array.isArray(value) ? shownChoices(value) : [value]).map((v) => choiceText(name, v, info, t))
  if (value !== null && value !== undefined && value !== '' && choices.length > 0 && choices.every((c) => c !== undefined)) return choices.join(', ')
  const key = displayKeyOf(name, (k) => k in row)
  const shown = key ? row[key] : undefined
  if (shown !== undefined && shown !== null && shown !== '' && !(Array.isArray(shown) && shown.length === 0 && idsOf(value).length > 0)) return displayValue(shown, t)
  // The object's own id is shown where asked for (the ID column, shell §9); a relation's ids never.
  const ids = name === 'id' ? [] : idsOf(value)
  if (ids.length > 0) {
    if (!names) return t('generic:detail.naming')
    const named = ids.flatMap((id) => (names[id] === undefined ? [] : [isolateBidi(names[id])]))
    const missing = ids.length - named.length
    return [...named, ...(missing > 0 ? [t('generic:detail.unnamed', { count: missing })] : [])].join(', ')
  }
  return displayValue(value, t, info)
}
