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

/** What a real server's OPTIONS said of one field (recorded-2.26.1): facts the TSV lacks. */
export interface RecordedFacts {
  /** OPTIONS `type` (DRF's label: 'multiple choice', 'regex', 'nested object'…). */
  type: string
  /** The serializer's default, when it declares one (absent: none). */
  default?: unknown
  max_length?: number
  /** A settings field's English label and help text (the settings serializers' own words; other resources' labels live in mock-server/i18n). */
  label?: string
  help_text?: string
  /** A setting's value on a fresh v2.26.1 install (its GET): the configuration's default, which the serializer's `default` is not. */
  initial?: unknown
}
