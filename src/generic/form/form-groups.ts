// The form's fields in the groups a resource names (ResourceConfig.formGroups), in the groups' order;
// a field no group names closes the last group, so nothing the server offers is ever left out; a group
// marked updateOnly (what the server reads from the object) is shown only on an update.
import type { FieldInfo } from '@/shared/api/resource'
import type { FormGroup } from '../resource-config'

export interface FieldGroup {
  /** i18n key; none for a form without groups. */
  title?: string
  fields: Array<[string, FieldInfo]>
}

export function groupFields(fields: Array<[string, FieldInfo]>, groups: readonly FormGroup[] | undefined, isUpdate = true): FieldGroup[] {
  if (!groups?.length) return [{ fields }]
  const byName = new Map(fields)
  const taken = new Set<string>() // a field two groups name belongs to the first
  const out: FieldGroup[] = groups.map((g) => ({
    title: g.title,
    fields: g.fields.filter((n) => byName.has(n) && !taken.has(n) && taken.add(n)).map((n): [string, FieldInfo] => [n, byName.get(n)!]),
  }))
  out[out.length - 1].fields.push(...fields.filter(([n]) => !taken.has(n)))
  // An update-only group is left out of a create form, its fields with it (never moved to another group).
  return out.filter((g, i) => g.fields.length > 0 && (isUpdate || !groups[i].updateOnly))
}
