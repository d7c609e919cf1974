// Bulk update (shell §3, §5): tick the fields to change; only ticked fields are sent, as a PATCH
// array of {id, …fields}; a 400 list aligned with the input is shown per field.
import { Button, Checkbox, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { FieldInfo } from '@/shared/api/resource'
import { invalidateAfterWrite, silentResourceOf } from '../common/api'
import { ConsoleDialogSurface } from '../common/dialog-surface'
import { FieldWidget } from '../form/field-widget'
import { initialValue, widgetFor, wireValue } from '../form/field-mapping'
import { flattenErrors, type FieldErrors } from '../form/server-errors'
import type { ResourceConfig } from '../resource-config'
import { errorBody } from '@/shared/api/error-body'

const useStyles = makeStyles({ row: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'flex-start' }, grow: { flexGrow: 1 } })

export interface BulkUpdateProps {
  config: ResourceConfig
  fields: Array<[string, FieldInfo]>
  ids: string[]
  onDone: () => void
  onClose: () => void
}

/** Per-field messages from a bulk 400: a list aligned with the input, merged into one view. */
function mergeBulkErrors(body: unknown): FieldErrors {
  if (!Array.isArray(body)) return flattenErrors(body)
  const out: FieldErrors = {}
  for (const item of body) for (const [k, v] of Object.entries(flattenErrors(item))) out[k] = out[k] ? `${out[k]};${v}` : v
  return out
}

export function BulkUpdateDialog({ config, fields, ids, onDone, onClose }: BulkUpdateProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const [ticked, setTicked] = useState<Set<string>>(new Set())
  const [values, setValues] = useState<Record<string, unknown>>(() =>
    Object.fromEntries(fields.map(([n, i]) => [n, initialValue(widgetFor(n, i, config.formOverrides?.[n]?.widget), i, undefined)])),
  )
  const [errors, setErrors] = useState<FieldErrors>({})
  const queryClient = useQueryClient()
  const update = useMutation({
    mutationFn: (patch: Record<string, unknown>) => silentResourceOf(config.url).bulkUpdate(ids.map((id) => ({ id, ...patch }))),
    onSuccess: () => {
      void invalidateAfterWrite(queryClient, config.url, ids)
      onDone()
    },
    onError: (error) => setErrors(mergeBulkErrors(errorBody(error))),
  })
  const submit = () => {
    const patch: Record<string, unknown> = {}
    for (const [name, info] of fields) if (ticked.has(name)) patch[name] = wireValue(widgetFor(name, info, config.formOverrides?.[name]?.widget), values[name], info)
    update.mutate(patch)
  }
  return (
    <Dialog open onOpenChange={(_, d) => !d.open && onClose()}>
      <ConsoleDialogSurface aria-label={t('bulkUpdate.title', { count: ids.length })}>
        <DialogBody>
          <DialogTitle>{t('bulkUpdate.title', { count: ids.length })}</DialogTitle>
          <DialogContent>
            <p>{t('bulkUpdate.tickHint')}</p>
            {errors.non_field_errors && (
              <MessageBar intent="error">
                <MessageBarBody>{errors.non_field_errors}</MessageBarBody>
              </MessageBar>
            )}
            {fields.map(([name, info]) => (
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
                  <FieldWidget
                    name={name}
                    info={{ ...info, required: false }}
                    value={values[name]}
                    error={errors[name]}
                    errors={errors}
                    disabled={!ticked.has(name)}
                    override={config.formOverrides?.[name]}
                    onChange={(v) => setValues((s) => ({ ...s, [name]: v }))}
                  />
                </div>
              </div>
            ))}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{t('bulkUpdate.cancel')}</Button>
            <Button appearance="primary" disabled={update.isPending || ticked.size === 0} onClick={submit}>
              {t('bulkUpdate.submit')}
            </Button>
          </DialogActions>
        </DialogBody>
      </ConsoleDialogSurface>
    </Dialog>
  )
}
