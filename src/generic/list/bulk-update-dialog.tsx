// Bulk update (shell §3, §5): tick the fields to change; only ticked fields are sent, as a PATCH
// array of {id, …fields}; a 400 list aligned with the input is shown per field.
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldInfo } from '@/shared/api/resource'
import { invalidateAfterWrite, silentResourceOf } from '../common/api'
import { ConsoleDialogSurface } from '../common/dialog-surface'
import { buildFieldModel, formValues } from '../form/field-model'
import { FormField } from '../form/field-widget'
import { FormError } from '../form/form-error'
import { flattenErrors, type FieldErrors } from '../form/server-errors'
import { useMetadataForm } from '../form/use-metadata-form'
import type { ResourceConfig } from '../resource-config'

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' }, grow: { flexGrow: 1 } })

export interface BulkUpdateProps {
  config: ResourceConfig
  fields: Array<[string, FieldInfo]>
  ids: string[]
  onDone: () => void
  onClose: () => void
}

/**
 * Per-field messages from a bulk 400: a list aligned with the input (one object per row, `{}` for a
 * good one), merged into one view, each field's messages joined with ';' (shell §5), a message that
 * several rows share said once.
 */
function mergeBulkErrors(body: unknown): FieldErrors {
  if (!Array.isArray(body)) return flattenErrors(body)
  const merged: Record<string, string[]> = {}
  for (const item of body)
    for (const [k, v] of Object.entries(flattenErrors(item))) for (const m of v.split(';')) if (!(merged[k] ??= []).includes(m)) merged[k].push(m)
  return Object.fromEntries(Object.entries(merged).map(([k, ms]) => [k, ms.join(';')]))
}

export function BulkUpdateDialog({ config, fields, ids, onDone, onClose }: BulkUpdateProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const models = useMemo(() => fields.map(([n, i]) => buildFieldModel(n, i, config.formOverrides?.[n])), [fields, config])
  const initial = useMemo(() => formValues(models), [models])
  const queryClient = useQueryClient()
  const form = useMetadataForm({
    models,
    initial,
    // Nothing is required of a bulk update: only the ticked fields are checked and sent.
    isUpdate: true,
    only: (name) => ticked.has(name),
    failure: 'errors:updateFailed',
    readErrors: mergeBulkErrors,
    send: (patch) => silentResourceOf(config.url).bulkUpdate(ids.map((id) => ({ id, ...patch }))),
  })
  const submit = async () => {
    if (!(await form.submit())) return
    void invalidateAfterWrite(queryClient, config.url, ids)
    onDone()
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={t('bulkUpdate.title', { count: ids.length })}>
        <DialogBody>
          <DialogTitle>{t('bulkUpdate.title', { count: ids.length })}</DialogTitle>
          <DialogContent>
            <p>{t('bulkUpdate.tickHint')}</p>
            <FormError form={form} />
            {models.map(({ name, info }, i) => (
              <div key={name} className={styles.row}>
                <Checkbox
                  aria-label={t('bulkUpdate.change', { label: info.label ?? name })}
                  checked={ticked.has(name)}
                  onChange={(_, d) => {
                    const next = new Set(ticked)
                    if (d.checked) next.add(name)
                    else next.delete(name)
                    setTicked(next)
                  }}
                />
                <div className={styles.grow}>
                  <FormField form={form} model={models[i]} disabled={!ticked.has(name)} optional />
                </div>
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('bulkUpdate.cancel')}</Button>
            <Button appearance="primary" disabled={form.busy || ticked.size === 0} onClick={() => void submit()}>
              {t('bulkUpdate.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
