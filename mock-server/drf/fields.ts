import type { FieldSpec } from '../catalogue/types'

// Field facts the TSV does not carry (lengths, widget types); labels and choice names, which follow the
// request's language, are in mock-server/i18n.

/** Text fields that are TextFields in the models (no max_length: the form shows a textarea, shell §5). */
const UNBOUNDED = /^(comment|content|message|body|public_key|private_key|password|token|secret|secret_key|passphrase|command|input|output|args|run_as|attrs|meta|sudo|shell|detail|description|reason)$/

export function maxLengthOf(field: FieldSpec, overrides?: Record<string, number>): number | undefined {
  if (overrides && field.name in overrides) return overrides[field.name]
  if (field.name === 'phone') return 20
  if (!['CharField', 'EmailField', 'SlugField', 'URLField'].includes(field.type) || field.ro || field.many) return undefined
  if (UNBOUNDED.test(field.name)) return undefined
  return 128
}

/** DRF's label lookup for OPTIONS `type` (reference §1.6). */
export function metadataType(field: FieldSpec, nested: boolean): string {
  if (nested) return 'nested object'
  if (field.many) return 'field'
  const base = field.type.replace(/\(.*\)$/, '')
  switch (base) {
    case 'CharField': case 'UUIDField': case 'EncryptedField': return 'string'
    case 'EmailField': return 'email'
    case 'URLField': return 'url'
    case 'SlugField': return 'slug'
    case 'RegexField': return 'regex'
    case 'IntegerField': return 'integer'
    case 'FloatField': return 'float'
    case 'DecimalField': return 'decimal'
    case 'BooleanField': case 'NullBooleanField': return 'boolean'
    case 'DateField': return 'date'
    case 'DateTimeField': return 'datetime'
    case 'TimeField': return 'time'
    case 'ChoiceField': case 'LabeledChoiceField': return 'choice'
    case 'MultipleChoiceField': case 'ActionsField': return 'multiple choice'
    case 'FileField': return 'file upload'
    case 'ImageField': return 'image upload'
    case 'ListField': return 'list'
    case 'DictField': return 'nested object'
    default: return base.endsWith('Serializer') ? 'nested object' : 'field'
  }
}

/** The child type of ListField(X). */
export const listChild = (field: FieldSpec): FieldSpec | undefined => {
  const m = /^ListField\((\w+)\)$/.exec(field.type)
  return m ? { name: field.name, type: m[1] } : undefined
}

export const isSecret = (field: FieldSpec) => field.type === 'EncryptedField'

/** Choice values from the TSV: numeric lists become numbers (mfa_level=0|1|2). */
export function choiceValues(values: string[]): (string | number | boolean)[] {
  if (values.every((v) => v === 'True' || v === 'False')) return values.map((v) => v === 'True')
  return values.every((v) => /^-?\d+$/.test(v)) ? values.map(Number) : values
}

/** HiddenFields (the current user, the ticket of the URL) are never described by OPTIONS (DRF's SimpleMetadata). */
export const isHidden = (field: FieldSpec) => field.type.endsWith('HiddenField')
