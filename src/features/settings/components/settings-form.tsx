// One settings category as a form (reference §2.11): its fields from the category's OPTIONS metadata
// through the generic form pieces (shell §5 widgets, validation, per-field 400s). The server offers PUT
// only to who may change the category: without it the form is read-only.
import { Button, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { i18n as I18n } from 'i18next'
import { notify } from '@/generic/common/toast'
import { buildFieldModels, formValues, type FieldModel } from '@/generic/form/field-model'
import type { FieldInfo } from '@/shared/api/resource'
import { FormField } from '@/generic/form/field-widget'
import { FormError } from '@/generic/form/form-error'
import { useMetadataForm } from '@/generic/form/use-metadata-form'
import { saveSettings, settingMetaQuery, settingValuesQuery } from '../api/settings'
import { useReloadPublicSettings } from './use-reload-settings'
import { queryKeys } from '@/shared/api/query-keys'
import { BRANDING_IMAGE_SIZES } from '@/shared/constants'
import { ErrorState, LoadingState } from '@/generic/common/query-state'

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
  /** Fields left out (those another section of the page shows). */
  except?: readonly string[]
  /** Extra buttons beside Submit (mail test, LDAP tests), given the current values as the wire holds them. */
  actions?: (values: Record<string, unknown>, editable: boolean) => ReactNode
  /** Something below the fields (a hint, a test result). */
  children?: ReactNode
}

/**
 * The fields named by the console in the user's language where it names them (settings:fields.<KEY>:
 * label, help, choices by value), else as the server sends them (issue 23: not the setting keys,
 * not English under zh and ja).
 */
function named(fields: Record<string, FieldInfo>, i18n: I18n): Record<string, FieldInfo> {
  // The one figure a field's own words name: the OAuth2 logo's size (domain §9).
  const own = (key: string) => (i18n.exists(`settings:${key}`) ? String(i18n.t(`settings:${key}`, BRANDING_IMAGE_SIZES.oauth2_logo)) : '')
  return Object.fromEntries(
    Object.entries(fields).map(([name, info]) => {
      const label = own(`fields.${name}.label`)
      if (!label) return [name, info]
      const choices = info.choices?.map((c) => ({ ...c, display_name: own(`fields.${name}.choices.${String(c.value)}`) || c.display_name }))
      return [name, { ...info, label, help_text: own(`fields.${name}.help`) || info.help_text, ...(choices ? { choices } : {}) }]
    }),
  )
}

export function SettingsForm(props: SettingsFormProps) {
  const meta = useQuery(settingMetaQuery(props.category))
  const values = useQuery(settingValuesQuery(props.category))
  const actions = meta.data?.actions
  const editable = Boolean(actions?.PUT)
  const { i18n } = useTranslation('settings')
  const models = useMemo(() => {
    const all = buildFieldModels(named(actions?.PUT ?? actions?.GET ?? {}, i18n))
    if (props.only) return props.only.flatMap((name) => all.filter((m) => m.name === name))
    return props.except ? all.filter((m) => !props.except?.includes(m.name)) : all
    // The language is a dependency: a switch renames the fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [actions, props.only, props.except, i18n, i18n.language])
  if (meta.isLoading || values.isLoading) return <LoadingState />
  // A category whose values could not be read is not shown as an empty form (domain §8, request messages).
  if (values.isError) return <ErrorState pageRead error={values.error} onRetry={() => void values.refetch()} />
  return <Form key={`${props.category}:${editable}`} {...props} models={models} editable={editable} object={values.data ?? {}} />
}

function Form({ category, title, actions, children, models, editable, object }: SettingsFormProps & { models: FieldModel[]; editable: boolean; object: Record<string, unknown> }) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors', 'settings'])
  const queryClient = useQueryClient()
  const reloadPublicSettings = useReloadPublicSettings()
  const initial = useMemo(() => formValues(models, object), [models, object])
  const form = useMetadataForm({
    models,
    initial,
    isUpdate: true,
    failure: 'errors:updateFailed',
    // Every secret of a category is sent encrypted (reference §2.11: blank secrets are not stored).
    encrypt: models.filter((m) => m.widget === 'password').map((m) => m.name),
    send: (body) => saveSettings(category, body),
  })

  const submit = async () => {
    if (!(await form.submit())) return
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    await queryClient.invalidateQueries({ queryKey: queryKeys.settings(category) })
    await reloadPublicSettings()
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
      <FormError form={form} />
      {models.map((model) => (
        <FormField key={model.name} form={form} model={model} disabled={!editable} />
      ))}
      {children}
      <div className={styles.buttons}>
        {actions?.(form.wire(), editable)}
        {editable && (
          <>
            <Button type="button" onClick={() => form.reset()}>
              {t('form.reset')}
            </Button>
            <Button type="submit" appearance="primary" disabled={form.busy}>
              {t('form.submit')}
            </Button>
          </>
        )}
      </div>
    </form>
  )
}
