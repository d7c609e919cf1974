// One settings category as a form (reference §2.11): its fields from the category's OPTIONS metadata
// through the generic form pieces (shell §5 widgets, validation, per-field 400s). The server offers PUT
// only to who may change the category: without it the form is read-only.
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@/generic/common/toast'
import { formFields, initialValue, widgetFor, wireValue } from '@/generic/form/field-mapping'
import { FieldWidget } from '@/generic/form/field-widget'
import { NON_FIELD, flattenErrors, type FieldErrors } from '@/generic/form/server-errors'
import { validateField } from '@/generic/form/validation'
import { reportError } from '@/shared/api/client'
import type { FieldInfo } from '@/shared/api/resource'
import { encryptSecretFields } from '@/shared/crypto/encrypt'
import { saveSettings, settingMetaQuery, settingValuesQuery } from '../api/settings'
import { useReloadPublicSettings } from './use-reload-settings'
import { errorResponse } from '@/shared/api/error-body'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px', backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase400 },
  buttons: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
})

export interface SettingsFormProps {
  category: string
  /** The section's accessible name and heading. */
  title: string
  /** Fields shown, in this order (default: every writable field of the category). */
  only?: readonly string[]
  /** Extra buttons beside Submit (mail test, LDAP tests), given the current values as the wire holds them. */
  actions?: (values: Record<string, unknown>, editable: boolean) => ReactNode
  /** Something below the fields (a hint, a test result). */
  children?: ReactNode
}

type Fields = Array<[string, FieldInfo]>

/** The form's values as the server takes them; a JSON field that does not parse stays as typed. */
function wireValues(fields: Fields, values: Record<string, unknown>) {
  return Object.fromEntries(
    fields.map(([name, info]) => {
      try {
        return [name, wireValue(widgetFor(name, info), values[name], info)]
      } catch {
        return [name, values[name]]
      }
    }),
  )
}

export function SettingsForm(props: SettingsFormProps) {
  const meta = useQuery(settingMetaQuery(props.category))
  const values = useQuery(settingValuesQuery(props.category))
  if (meta.isLoading || values.isLoading) return <Spinner />
  const actions = meta.data?.actions ?? {}
  const editable = Boolean(actions.PUT)
  let fields = formFields(actions.PUT ?? actions.GET ?? {})
  if (props.only) fields = props.only.flatMap((name) => fields.filter(([n]) => n === name))
  return <Form key={`${props.category}:${editable}`} {...props} fields={fields} editable={editable} object={values.data ?? {}} />
}

function Form({ category, title, actions, children, fields, editable, object }: SettingsFormProps & { fields: Fields; editable: boolean; object: Record<string, unknown> }) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors', 'settings'])
  const queryClient = useQueryClient()
  const reloadPublicSettings = useReloadPublicSettings()
  const start = () => Object.fromEntries(fields.map(([name, info]) => [name, initialValue(widgetFor(name, info), info, object[name])]))
  const [values, setValues] = useState<Record<string, unknown>>(start)
  const [errors, setErrors] = useState<FieldErrors>({})
  const [busy, setBusy] = useState(false)
  const secrets = fields.filter(([n, i]) => widgetFor(n, i) === 'password').map(([n]) => n)

  const check = (name: string, info: FieldInfo, value: unknown) => {
    const message = validateField(name, widgetFor(name, info), info, value, true)
    setErrors((e) => {
      const next = { ...e }
      if (message) next[name] = t(message, { min: info.min_value })
      else delete next[name]
      return next
    })
    return !message
  }

  const submit = async () => {
    if (fields.map(([n, i]) => check(n, i, values[n])).includes(false)) return
    const body: Record<string, unknown> = {}
    for (const [name, info] of fields) {
      const widget = widgetFor(name, info)
      // A secret left empty keeps the stored one (reference §2.11: blank secrets are not stored).
      if (widget === 'password' && !values[name]) continue
      body[name] = wireValue(widget, values[name], info)
    }
    setBusy(true)
    try {
      await saveSettings(category, encryptSecretFields(body, { fields: secrets }))
      setErrors({})
      notify({ intent: 'success', text: t('errors:updateSuccess') })
      await queryClient.invalidateQueries({ queryKey: queryKeys.settings(category) })
      await reloadPublicSettings()
    } catch (error) {
      const response = errorResponse(error)
      if (response?.status === 400) setErrors(flattenErrors(response.data))
      else {
        reportError(error)
        setErrors({ [NON_FIELD]: t('errors:updateFailed') })
      }
    } finally {
      setBusy(false)
    }
  }

  return (
    <form
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit()
      }}
    >
      <h2 className={styles.heading}>{title}</h2>
      {!editable && (
        <MessageBar intent="info">
          <MessageBarBody>{t('settings:readOnly')}</MessageBarBody>
        </MessageBar>
      )}
      {errors[NON_FIELD] && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors[NON_FIELD]}</MessageBarBody>
        </MessageBar>
      )}
      {fields.map(([name, info]) => (
        <FieldWidget
          key={name}
          name={name}
          info={info}
          value={values[name]}
          error={errors[name]}
          errors={errors}
          disabled={!editable}
          onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
          onValidate={(v) => check(name, info, v)}
        />
      ))}
      {children}
      <div className={styles.buttons}>
        {actions?.(wireValues(fields, values), editable)}
        {editable && (
          <>
            <Button type="button" onClick={() => { setValues(start()); setErrors({}) }}>
              {t('form.reset')}
            </Button>
            <Button type="submit" appearance="primary" disabled={busy}>
              {t('form.submit')}
            </Button>
          </>
        )}
      </div>
    </form>
  )
}
