// The generic form page (shell §4, §5, §8): fields from OPTIONS metadata through the form engine
// (use-metadata-form.ts); PUT with an id, else POST; Reset only for put/patch; Save and add another
// only for post; clone via clone_from prefixing the name; a create pre-filled from the route's query
// (what a list passes, issue 22); 400s per field, the first of them brought into view; success shows a
// link to the detail, then the list after ~100 ms. The user's draft comes back (shell §4) unless the
// object changed since, then it is offered; an update of an object changed since it was loaded asks
// before it overwrites (issue 22: no lost update).
import { Button, MessageBar, MessageBarActions, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Fragment, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams, useSearchParams } from 'react-router'
import { cloneFromOf } from '@/shared/access/route-meta'
import { withQuery } from '@/shared/api/resource'
import { detailKey, detailQueryOptions, fieldsFor, invalidateAfterWrite, metaQueryOptions, silentResourceOf } from '../common/api'
import { notify } from '../common/toast'
import { usePageTitle } from '../common/use-page-title'
import type { ResourceConfig, Row } from '../resource-config'
import { ConflictDialog } from './conflict-dialog'
import { baseOf, changedSince, dropDraft, findDraft, keepDraft, useDraftKey, type DraftState } from './draft'
import { buildFieldModels, formValues, queryValues, type FieldModel } from './field-model'
import { FormField } from './field-widget'
import { groupFields } from './form-groups'
import { FormError } from './form-error'
import { useMetadataForm, type Values } from './use-metadata-form'
import { queryKeys } from '@/shared/api/query-keys'
import { PageHeading } from '../common/page-heading'
import { LoadingState } from '../common/query-state'

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '760px', backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL },
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
  // The object is read once for the form: a refetch would not replace what the user is typing.
  const source = useQuery({ ...detailQueryOptions(config.url, id ?? cloneFrom ?? ''), enabled: Boolean(id ?? cloneFrom), staleTime: Infinity })
  // One resource config per url: the url keys what the config computes.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const serverDefaults = useQuery({ queryKey: queryKeys.createDefaults(config.url), queryFn: () => createDefaults(config), enabled: !id && !cloneFrom })
  const fields = fieldsFor(meta.data, method)
  const models = useMemo(() => buildFieldModels(fields, config.formOverrides, config.formExclude), [fields, config])
  if (meta.isLoading || (Boolean(id ?? cloneFrom) && source.isLoading) || serverDefaults.isLoading) return <LoadingState />
  // Create from context: what the route's query names (a list's chosen node), below the defaults asked of the server.
  const context = id || cloneFrom ? {} : queryValues(models, params)
  return <ResourceForm key={`${id}:${cloneFrom}`} config={config} id={id} cloneFrom={cloneFrom} models={models} object={source.data as Row | undefined} defaults={{ ...context, ...serverDefaults.data }} />
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
  models: FieldModel[]
  object?: Row
  /** Stored values a new object starts with (createDefaults, the route's query). */
  defaults?: Record<string, unknown>
}

function startValues(config: ResourceConfig, models: FieldModel[], object: Row | undefined, cloneLabel: string | null, defaults: Record<string, unknown> = {}): Values {
  const values = formValues(models, object ?? defaults)
  // Clone prefixes name or hostname with the clone-from label (shell §5).
  if (cloneLabel && object) values[config.nameField] = `${cloneLabel}${String(object[config.nameField] ?? '')}`
  return values
}

function ResourceForm({ config, id, cloneFrom, models, object, defaults }: ResourceFormProps) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const isUpdate = Boolean(id)
  const initial = useMemo(() => startValues(config, models, object, cloneFrom ? t('form.cloneFrom') : null, defaults), [config, models, object, cloneFrom, t, defaults])
  // The draft of this user, org and object (a clone's draft is its own: the object it starts from is not edited).
  const draftKey = useDraftKey(config.key, id ?? (cloneFrom ? `clone:${cloneFrom}` : undefined))
  const [draft, setDraft] = useState<DraftState>(() => findDraft(draftKey, models, isUpdate ? object : undefined))
  // The object as this form loaded it: what a save checks the server's copy against.
  const [loaded, setLoaded] = useState(() => (isUpdate ? baseOf(models, object) : undefined))
  const [conflict, setConflict] = useState<Row | null>(null)
  // What Reset brings back: the stored values (those of the server's copy after a reload).
  const [stored, setStored] = useState(initial)
  const addAnother = useRef(false)
  /** Bumped when the server rejects the form: its first message is brought into view. */
  const [rejected, setRejected] = useState(0)
  const title = t(isUpdate ? 'form.updateTitle' : 'form.createTitle', { resource: t(config.name) })
  usePageTitle(title)

  const form = useMetadataForm({
    models,
    initial: draft.kind === 'restored' ? { ...initial, ...draft.values } : initial,
    isUpdate,
    failure: isUpdate ? 'errors:updateFailed' : 'errors:createError',
    send: (body) => {
      const res = silentResourceOf(withQuery(config.url, config.writeQuery?.(body)))
      return id ? res.update(id, body) : res.create(body, cloneFrom ?? undefined)
    },
  })

  // Every change is kept for its owner, never a secret; untouched values leave nothing behind.
  const touched = form.values !== initial
  useEffect(() => {
    if (touched && draft.kind !== 'stale') keepDraft(draftKey, models, form.values, loaded)
  }, [form.values]) // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (!rejected) return
    // Refused before sending: back to the top of the form; refused by the server: its first message.
    // Braces, not `return el.scrollIntoView()`: Chromium's scroll methods now return a Promise, and an
    // effect returning one crashes React when the form unmounts ("destroy is not a function").
    if (form.invalid) {
      formRef.current?.scrollIntoView({ block: 'start' })
      return
    }
    const first = formRef.current?.querySelector('.fui-MessageBar, .fui-Field__validationMessage')
    ;(first?.closest('.fui-Field') ?? first)?.scrollIntoView({ block: 'center' })
  }, [rejected]) // eslint-disable-line react-hooks/exhaustive-deps

  const saved = (result: unknown) => {
    dropDraft(draftKey)
    const savedId = String((result as Row | undefined)?.id ?? id ?? '')
    void invalidateAfterWrite(queryClient, config.url, savedId ? [savedId] : [])
    notify({
      intent: 'success',
      text: t(id ? 'errors:updateSuccess' : 'errors:createSuccess'),
      link: savedId ? { text: t('form.viewDetail'), href: `/ui${config.routes.detail(savedId)}`, onClick: () => navigate(config.routes.detail(savedId)) } : undefined,
    })
    if (addAnother.current) form.reset(startValues(config, models, undefined, null, defaults))
    else setTimeout(() => navigate(config.routes.list), LIST_AFTER_SUCCESS_MS)
  }

  const send = async () => {
    const answer = await form.submit()
    if (answer) saved(answer.saved)
    else setRejected((n) => n + 1)
  }

  const submit = async (another: boolean) => {
    addAnother.current = another
    if (isUpdate && id) {
      // No lost update: the server's copy is read again; one changed since this form loaded it is not overwritten unasked.
      const fresh = await silentResourceOf(config.url).retrieve(id).catch(() => null)
      if (fresh && changedSince(loaded, baseOf(models, fresh))) {
        setConflict(fresh)
        return
      }
    }
    await send()
  }

  const reload = () => {
    if (!conflict) return
    queryClient.setQueryData(detailKey(config.url, id), conflict)
    setLoaded(baseOf(models, conflict))
    dropDraft(draftKey)
    const fresh = formValues(models, conflict)
    setStored(fresh)
    form.reset(fresh)
    setConflict(null)
  }

  const overwrite = () => {
    if (conflict) setLoaded(baseOf(models, conflict))
    setConflict(null)
    void send()
  }

  return (
    <form
      ref={formRef}
      className={styles.form}
      aria-label={title}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void submit(false)
      }}
    >
      <PageHeading>{title}</PageHeading>
      {draft.kind === 'restored' && (
        <MessageBar intent="info">
          <MessageBarBody>{t('form.draftRestored')}</MessageBarBody>
        </MessageBar>
      )}
      {draft.kind === 'stale' && (
        <MessageBar intent="warning" role="status">
          <MessageBarBody>{t('form.draftStale')}</MessageBarBody>
          <MessageBarActions>
            <Button
              onClick={() => {
                form.reset({ ...form.values, ...draft.values })
                setDraft({ kind: 'restored', values: draft.values })
              }}
            >
              {t('form.draftRestore')}
            </Button>
            <Button
              onClick={() => {
                dropDraft(draftKey)
                setDraft({ kind: 'none' })
              }}
            >
              {t('form.draftDiscard')}
            </Button>
          </MessageBarActions>
        </MessageBar>
      )}
      {form.invalid && (
        <MessageBar intent="error">
          <MessageBarBody>{t('form.invalid')}</MessageBarBody>
        </MessageBar>
      )}
      <FormError form={form} />
      {groupFields(models.map((m) => [m.name, m.info]), config.formGroups, isUpdate).map((group) => {
        const widgets = group.fields.map(([name]) => <FormField key={name} form={form} model={models.find((m) => m.name === name)!} />)
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
          <Button type="button" onClick={() => form.reset(stored)}>
            {t('form.reset')}
          </Button>
        )}
        {!isUpdate && (
          <Button type="button" disabled={form.busy} onClick={() => void submit(true)}>
            {t('form.saveAndAdd')}
          </Button>
        )}
        <Button type="submit" appearance="primary" disabled={form.busy}>
          {t('form.submit')}
        </Button>
      </div>
      {conflict && <ConflictDialog resource={t(config.name)} onReload={reload} onOverwrite={overwrite} onCancel={() => setConflict(null)} />}
    </form>
  )
}
