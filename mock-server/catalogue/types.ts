// The shape of one REST resource as the reference TSV describes it (reference §3).
export interface FieldSpec {
  name: string
  /** DRF field class, e.g. CharField, PrimaryKeyRelatedField, ListField(CharField). */
  type: string
  many?: boolean
  ro?: boolean
  wo?: boolean
  req?: boolean
}

export interface ResourceSpec {
  resource: string
  listUrl: string
  /** List-route methods, '(bulk)' ones named with a 'bulk:' prefix, e.g. bulk:PUT. */
  listMethods: string[]
  detailMethods: string[]
  renderToJson: boolean
  serializer: string
  fields: FieldSpec[]
  filters: string[]
  backends: string[]
  search: string[]
  ordering: string[]
  orderingFields: string[] | null
  extraActions: { method: string; path: string; action: string }[]
  writeSerializer: string | null
  writeFields: FieldSpec[] | null
  nested: Record<string, FieldSpec[]>
  choices: Record<string, string[]>
  notes: string
  /** A MethodSerializer whose fields follow another field (`meta` by `type`): the fields of each value. */
  byType?: { field: string; key: string; children: Record<string, FieldSpec[]> }
}
