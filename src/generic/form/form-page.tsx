// The generic form page (shell §4, §5, §8): fields from OPTIONS metadata; PUT with an id, else POST;
// Reset only for put/patch; Save and add another only for post; clone via clone_from prefixing the
// name; 400s per field, the first of them brought into view; success shows a link to the detail, then
// the list after ~100 ms.
import { Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { cloneFromOf } from '@/shared/access/route-meta'
import { withQuery, type FieldInfo } from '@/shared/api/resource'
import { reportError } from '@/shared/api/client'
import { encryptSecretFields } from '@/shared/crypto/encrypt'
import { detailQueryOptions, fieldsFor, invalidateAfterWrite, metaQueryOptions, silentResourceOf } from '../common/api'
import { notify } from '../common/toast'
import { usePageTitle } from '../common/use-page-title'
import type { ResourceConfig, Row } from '../resource-config'
import { clearDraft, readDraft, saveDraft } from './draft'
import { formFields, initialValue, widgetFor, wireValue } from './field-mapping'
import { FieldWidget } from './field-widget'
import { groupFields } from './form-groups'
import { NON_FIELD, flattenErrors, type FieldErrors } from './server-errors'
import { validateField } from './validation'
import { errorResponse } from '@/shared/api/error-body'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px', backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL },
  heading: { margin: 0, fontSize: tokens.fontSizeBase500 },
  buttons: { display: 'flex', gap: tokens.spacingHorizontalM },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, border: 'none', margin: 0, padding: 0 },
  legend: { fontSize: tokens.fontSizeBase400, fontWeight: tokens.fontWeightSemibold, paddingBottom: tokens.spacingVerticalXS, marginBottom: tokens.spacingVerticalXS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}`, width: '100%' },
})

/** After a success the list route follows after about 100 ms (shell §8). */
export const LIST_AFTER_SUCCESS_MS = 100

export function FormPage({ config }: { config: ResourceConfig }) {
  const { id } = useParams()
  const [params] = useSearchParams()
  const cloneFrom = id ? null : cloneFromOf(params)
  const method = id ? 'PUT' : 'POST'
  const meta = useQuery(metaQueryOptions(config.url))
  const source = useQuery({ ...detailQueryOptions(config.url, id ?? cloneFrom ?? ''), enabled: Boolean(id ?? cloneFrom) })
  // One resource config per url: the url keys what the config computes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const serverDefaults = useQuery({ queryKey: queryKeys.createDefaults(config.url), queryFn: () => createDefaults(config), enabled: !id && !cloneFrom })
  const fields = formFields(fieldsFor(meta.data, method), config.formExclude)
  if (meta.isLoading || (Boolean(id ?? cloneFrom) && source.isLoading) || serverDefaults.isLoading) return <Spinner />
  return <ResourceForm key={`${id}:${cloneFrom}`} config={config} id={id} cloneFrom={cloneFrom} fields={fields} object={source.data as Row | undefined} defaults={serverDefaults.data} />
}

/** What a new object starts with where the resource asks the server (a builtin role); one that fails is left empty. */
async function createDefaults(config: ResourceConfig): Promise<Record<string, unknown>> {
  const asked = Object.entries(config.formOverrides ?? {}).filter(([, o]) => o.createDefault)
  const answers = await Promise.all(asked.map(([name, o]) => o.createDefault!().then((value) => [name, value] as const, () => [name, undefined] as const)))
  return Object.fromEntries(answers.filter(([, value]) => value !== undefined))
}

interface ResourceFormProps {
  config: ResourceConfig
  id?: string
  cloneFrom: string | null
  fields: Array<[string, FieldInfo]>
  object?: Row
  /** Values a new object starts with (createDefaults). */
  defaults?: Record<string, unknown>
}

function startValues(config: ResourceConfig, fields: Array<[string, FieldInfo]>, object: Row | undefined, cloneLabel: string | null, defaults: Record<string, unknown> = {}) {
  const values: Record<string, unknown> = {}
  for (const [name, info] of fields) {
    const override = config.formOverrides?.[name]
    const current = object ? object[name] : defaults[name]
    // A richer widget (remote select…) works on the wire value itself.
    values[name] = override?.component ? (current ?? info.default ?? null) : initialValue(widgetFor(name, info, override?.widget), info, current)
  }
  // Clone prefixes name or hostname with the clone-from label (shell §5).
  if (cloneLabel && object) values[config.nameField] = `${cloneLabel}${String(object[config.nameField] ?? '')}`
  return values
}

function ResourceForm({ config, id, cloneFrom, fields, object, defaults }: ResourceFormProps) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const navigate = useNavigate()
  const location = useLocation()
  const queryClient = useQueryClient()
  const draftKey = location.pathname + location.search
  const formRef = useRef<HTMLFormElement>(null)
  const isUpdate = Boolean(id)
  const initial = useMemo(() => startValues(config, fields, object, cloneFrom ? t('form.cloneFrom') : null, defaults), [config, fields, object, cloneFrom, t, defaults])
  const [values, setValues] = useState<Record<string, unknown>>(() => ({ ...initial, ...(readDraft(draftKey) ?? {}) }))
  const [errors, setErrors] = useState<FieldErrors>({})
  const [invalid, setInvalid] = useState(false)
  /** Bumped when the server rejects the form: its first message is brought into view. */
  const [rejected, setRejected] = useState(0)
  const widgetOf = (name: string, info: FieldInfo) => widgetFor(name, info, config.formOverrides?.[name]?.widget)
  const secretNames = fields.filter(([n, i]) => widgetOf(n, i) === 'password' || config.formOverrides?.[n]?.encrypt).map(([n]) => n)
  const title = t(isUpdate ? 'form.updateTitle' : 'form.createTitle', { resource: t(config.name) })
  usePageTitle(title)

  useEffect(() => saveDraft(draftKey, values, secretNames), [draftKey, values]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    const first = rejected ? formRef.current?.querySelector('.fui-MessageBar, .fui-Field__validationMessage') : null
    ;(first?.closest('.fui-Field') ?? first)?.scrollIntoView({ block: 'center' })
  }, [rejected])

  const save = useMutation({
    mutationFn: ({ body }: { body: Record<string, unknown>; addAnother: boolean }) => {
      const res = silentResourceOf(withQuery(config.url, config.writeQuery?.(body)))
      return id ? res.update(id, body) : res.create(body, cloneFrom ?? undefined)
    },
    onSuccess: (saved, { addAnother }) => {
      clearDraft(draftKey)
      const savedId = String((saved as Row | undefined)?.id ?? id ?? '')
      void invalidateAfterWrite(queryClient, config.url, savedId ? [savedId] : [])
      notify({
        intent: 'success',
        text: t(id ? 'errors:updateSuccess' : 'errors:createSuccess'),
        link: savedId ? { text: t('form.viewDetail'), href: `/ui${config.routes.detail(savedId)}`, onClick: () => navigate(config.routes.detail(savedId)) } : undefined,
      })
      if (addAnother) {
        setValues(startValues(config, fields, undefined, null, defaults))
        setErrors({})
      } else setTimeout(() => navigate(config.routes.list), LIST_AFTER_SUCCESS_MS)
    },
    onError: (error) => {
      const response = errorResponse(error)
      // A 401 asks the user to log in again (shell §8); the draft keeps the input for their return.
      if (response?.status === 401) reportError(error)
      setErrors(response?.status === 400 ? flattenErrors(response.data) : { [NON_FIELD]: t(id ? 'errors:updateFailed' : 'errors:createError') })
      setRejected((n) => n + 1)
    },
  })

  const check = (name: string, info: FieldInfo, value: unknown) => {
    const custom = config.formOverrides?.[name]?.validate?.(value, values)
    // A richer widget holds the wire value (an id, a list of ids): only the value checks of a select.
    const widget = config.formOverrides?.[name]?.component ? 'select' : widgetOf(name, info)
    const message = custom ?? validateField(name, widget, info, value, isUpdate)
    setErrors((e) => {
      const next = { ...e }
      if (message) next[name] = t(message, { min: info.min_value })
      else delete next[name]
      return next
    })
    return !message
  }

  const submit = (addAnother: boolean) => {
    const results = fields.filter(([n]) => !config.formOverrides?.[n]?.hidden).map(([n, i]) => check(n, i, values[n]))
    if (results.includes(false)) {
      setInvalid(true)
      formRef.current?.scrollIntoView({ block: 'start' })
      return
    }
    setInvalid(false)
    const payload: Record<string, unknown> = {}
    for (const [name, info] of fields) {
      const override = config.formOverrides?.[name]
      if (override?.hidden) continue
      const widget = widgetOf(name, info)
      const value = values[name]
      // A secret left empty keeps the stored one; an unchosen choice is left to the server's default.
      if ((widget === 'password' || widget === 'radio' || widget === 'select') && (value === '' || value === undefined || value === null)) continue
      // A richer widget (remote select…) already holds the wire value.
      if (override?.component) {
        if (value !== null && value !== undefined) payload[name] = override.encrypt ? encryptSecretFields(value as Record<string, unknown>, { fields: override.encrypt }) : value
      } else payload[name] = wireValue(widget, value, info)
    }
    // Only the secret fields of shell §3 (each once): other write-only strings (a passphrase, a
    // public key) travel as typed, as the server stores them.
    save.mutate({ body: encryptSecretFields(payload), addAnother })
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        submit(false)
      }}
    >
      <h1 className={styles.heading}>{title}</h1>
      {invalid && (
        <MessageBar intent="error">
          <MessageBarBody>{t('form.invalid')}</MessageBarBody>
        </MessageBar>
      )}
      {errors[NON_FIELD] && (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{errors[NON_FIELD]}</MessageBarBody>
        </MessageBar>
      )}
      {groupFields(fields, config.formGroups).map((group) => {
        const widgets = group.fields.map(([name, info]) => (
          <FieldWidget
            key={name}
            name={name}
            info={info}
            value={values[name]}
            error={errors[name]}
            errors={errors}
            override={config.formOverrides?.[name]}
            values={values}
            onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
            onValidate={(v) => check(name, info, v)}
          />
        ))
        // Titled groups are fieldsets (a group named by its legend); a form without groups lists its fields.
        return group.title ? (
          <fieldset key={group.title} className={styles.group}>
            <legend className={styles.legend}>{t(group.title)}</legend>
            {widgets}
          </fieldset>
        ) : (
          <Fragment key="fields">{widgets}</Fragment>
        )
      })}
      <div className={styles.buttons}>
        {isUpdate && (
          <Button type="button" onClick={() => { setValues(initial); setErrors({}) }}>
            {t('form.reset')}
          </Button>
        )}
        {!isUpdate && (
          <Button type="button" disabled={save.isPending} onClick={() => submit(true)}>
            {t('form.saveAndAdd')}
          </Button>
        )}
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  )
}
