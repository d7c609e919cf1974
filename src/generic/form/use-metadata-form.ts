// The one metadata form engine (shell §5, §8; issue 22). Every form of the console that edits fields the
// server describes renders through it: the generic form page, the settings forms, bulk update, typed
// children and the profile's password form. It owns the values (the widgets' values, from the field
// models of field-model.ts), the errors, the check on blur or change, and submit: check every field,
// turn the values into the wire body, encrypt the secrets (shell §3), send, and map the answer (a 400
// per field; any other failure as "what failed: why", shell §8). The input is never dropped on failure.
import { useCallback, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { reportError } from '@/shared/api/client'
import { SECRET_FIELDS } from '@/shared/crypto/secret-fields'
import { wireBody, type FieldModel } from './field-model'
import { failureReason, flattenErrors, NON_FIELD, type FieldErrors } from './server-errors'
import { errorResponse } from '@/shared/api/error-body'

export type Values = Record<string, unknown>

export interface MetadataFormOptions {
  models: readonly FieldModel[]
  /** The widgets' values the form starts with (formValues of the object, a clone, a draft…). */
  initial: Values
  /** An update keeps a stored secret left empty (validation.ts). */
  isUpdate: boolean
  /** Sends the wire body; the engine maps what it throws. */
  send: (body: Values) => Promise<unknown>
  /** The words of a failure other than a 400 (`errors:createError`, `errors:updateFailed`). */
  failure: string
  /** Top-level fields sent encrypted (default: the secrets of shell §3). */
  encrypt?: readonly string[]
  /** Only these fields are checked and sent (bulk update's ticked fields). */
  only?: (name: string) => boolean
  /** A 400 body as messages per field (default: flattenErrors; bulk update merges a list). */
  readErrors?: (body: unknown) => FieldErrors
}

export interface MetadataForm {
  models: readonly FieldModel[]
  values: Values
  errors: FieldErrors
  /** The last submit was refused before sending (fields marked). */
  invalid: boolean
  busy: boolean
  set: (name: string, value: unknown) => void
  /** Checks one field with this value; true when it passes. */
  check: (name: string, value: unknown) => boolean
  /** Resolves to the server's answer, or undefined when nothing was saved. */
  submit: () => Promise<{ saved: unknown } | undefined>
  reset: (values?: Values) => void
  /** The wire body of the current values, unchecked and unencrypted (a settings test sends it). */
  wire: () => Values
  /** Whether a field is drawn with the current values (FieldModel.shown). */
  isShown: (model: FieldModel) => boolean
  /** Whether a field must be filled in with the current values, as its override says (FormOverride.required). */
  isRequired: (model: FieldModel) => boolean
}

export function useMetadataForm(options: MetadataFormOptions): MetadataForm {
  const { models, initial, isUpdate, only } = options
  const { t, i18n } = useTranslation(['generic', 'errors'])
  const [values, setValues] = useState<Values>(initial)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [invalid, setInvalid] = useState(false)
  const [busy, setBusy] = useState(false)
  // The latest values (every write goes through set and reset), for checks that read other fields
  // while several changes are queued.
  const current = useRef(values)

  const words = useCallback((message: string, model?: FieldModel) => (i18n.exists(message) ? t(message, { min: model?.info.min_value }) : message), [t, i18n])

  const messageOf = (model: FieldModel, value: unknown, all: Values) => {
    const message = model.validate(value, all, isUpdate)
    return message ? words(message, model) : null
  }

  const check = (name: string, value: unknown) => {
    const model = models.find((m) => m.name === name)
    if (!model) return true
    const message = messageOf(model, value, { ...current.current, [name]: value })
    setErrors((e) => {
      const next = { ...e }
      if (message) next[name] = message
      else delete next[name]
      return next
    })
    return !message
  }

  const set = (name: string, value: unknown) => {
    current.current = { ...current.current, [name]: value }
    setValues((s) => ({ ...s, [name]: value }))
  }

  const submit = async () => {
    const all = current.current
    const found: FieldErrors = {}
    for (const m of models) {
      if (!m.shown(all, isUpdate) || (only && !only(m.name))) continue
      const message = messageOf(m, all[m.name], all)
      if (message) found[m.name] = message
    }
    setErrors(found)
    if (Object.keys(found).length) {
      setInvalid(true)
      return undefined
    }
    setInvalid(false)
    setBusy(true)
    // A key the cipher cannot use throws out of submit, as it did before the cipher code loaded here.
    const body = await encryptedBody(models, wireBody(models, all, only, isUpdate), options.encrypt).catch((error: unknown) => {
      setBusy(false)
      throw error
    })
    try {
      const saved = await options.send(body)
      setErrors({})
      return { saved }
    } catch (error) {
      const response = errorResponse(error)
      if (response?.status === 400) {
        const mapped = (options.readErrors ?? flattenErrors)(response.data)
        setErrors(Object.keys(mapped).length ? mapped : { [NON_FIELD]: t(options.failure) })
      } else {
        // A 401 asks the user to sign in again (shell §8); the values stay, and a draft keeps them for the return.
        if (response?.status === 401) reportError(error)
        const reason = failureReason(error)
        setErrors({ [NON_FIELD]: t('errors:failedBecause', { what: t(options.failure), reason: 'text' in reason ? reason.text : t(reason.key), interpolation: { escapeValue: false } }) })
      }
      return undefined
    } finally {
      setBusy(false)
    }
  }

  const reset = (next: Values = initial) => {
    current.current = next
    setValues(next)
    setErrors({})
    setInvalid(false)
  }

  return { models, values, errors, invalid, busy, set, check, submit, reset, wire: () => wireBody(models, values, only, isUpdate), isShown: (m) => m.shown(values, isUpdate), isRequired: (m) => Boolean(m.override?.required?.(values, isUpdate)) }
}

/**
 * The body as sent: its secret fields (SECRET_FIELDS, or the form's own list) and the encrypted parts of
 * a field's value (a storage's meta.SECRET_KEY, FormOverride.encrypt) encrypted (shell §3). The cipher
 * code (crypto-js, jsencrypt) is fetched at the first submit, not with every list page whose bulk
 * update or form could send a secret (issue 24).
 */
export async function encryptedBody(models: readonly FieldModel[], body: Values, fields: readonly string[] = SECRET_FIELDS): Promise<Values> {
  const { encryptSecretFields } = await import('@/shared/crypto/encrypt')
  const out = { ...body }
  for (const m of models) {
    const parts = m.override?.encrypt
    const value = out[m.name]
    if (parts?.length && value && typeof value === 'object') out[m.name] = encryptSecretFields(value as Values, { fields: parts })
  }
  return encryptSecretFields(out, { fields })
}
