// Node actions of the asset tree (domain §2 assets/assets: create, rename, delete and move nodes), on
// the chosen node: a child node (POST nodes/{id}/children/ {value}), a new name (PATCH nodes/{id}/
// {value}), delete (DELETE nodes/{id}/, confirmed), move under another node (PUT nodes/{target}/
// children/add/ {nodes}).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Field, Input, Toolbar, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { RemoteSelect } from '@/generic/select/remote-select'
import { api } from '@/shared/api/client'
import type { NodeRow } from '@/generic/tree/node-tree'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ bar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } })
const NODES = '/api/v1/assets/nodes/'
export const nodeOption = (row: Record<string, unknown>) => ({ label: String(row.full_value ?? row.value ?? row.name), value: String(row.id) })

type Step = { kind: 'none' } | { kind: 'create' } | { kind: 'rename' } | { kind: 'delete' } | { kind: 'move' }

export function NodeActions({ node, onChanged }: { node: NodeRow | null; onChanged: (node: NodeRow | null) => void }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'generic', 'errors'])
  const perms = usePerms()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'none' })
  const [text, setText] = useState('')
  const [target, setTarget] = useState<string[]>([])
  const close = () => setStep({ kind: 'none' })
  const reload = async () => queryClient.invalidateQueries({ queryKey: queryKeys.resource(NODES) })
  const run = async (call: () => Promise<unknown>, next: NodeRow | null) => {
    await call()
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    close()
    await reload()
    onChanged(next)
  }
  if (!node) return null
  const open = (kind: Step['kind'], initial = '') => {
    setText(initial)
    setTarget([])
    setStep({ kind } as Step)
  }
  return (
    <>
      <Toolbar className={styles.bar} aria-label={t('tree.actions')} size="small">
        <Button size="small" disabled={!perms.has('assets.add_node')} onClick={() => open('create')}>{t('tree.create')}</Button>
        <Button size="small" disabled={!perms.has('assets.change_node')} onClick={() => open('rename', node.value)}>{t('tree.rename')}</Button>
        <Button size="small" disabled={!perms.has('assets.change_node')} onClick={() => open('move')}>{t('tree.move')}</Button>
        <Button size="small" disabled={!perms.has('assets.delete_node')} onClick={() => open('delete')}>{t('tree.delete')}</Button>
      </Toolbar>
      <Dialog open={step.kind === 'create' || step.kind === 'rename' || step.kind === 'move'} onOpenChange={(_, d) => !d.open && close()}>
        <ConsoleDialogSurface aria-label={t(`tree.${step.kind === 'none' ? 'create' : step.kind}`)}>
          <DialogBody>
            <DialogTitle>{t(`tree.${step.kind === 'none' ? 'create' : step.kind}`)}</DialogTitle>
            <DialogContent>
              {step.kind === 'move' ? (
                <RemoteSelect url={NODES} value={target} onChange={setTarget} label={t('tree.moveTo')} toOption={nodeOption} disabledValues={[node.id]} />
              ) : (
                <Field label={t('tree.nodeName')} required>
                  <Input value={text} onChange={(_, d) => setText(d.value)} />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('generic:confirmDelete.cancel')}</Button>
              <Button
                appearance="primary"
                disabled={step.kind === 'move' ? target.length === 0 : !text.trim()}
                onClick={() => {
                  if (step.kind === 'create') void run(() => api.post(`${NODES}${node.id}/children/`, { value: text.trim() }), node)
                  if (step.kind === 'rename') void run(() => api.patch(`${NODES}${node.id}/`, { value: text.trim() }), { ...node, value: text.trim() })
                  if (step.kind === 'move') void run(() => api.put(`${NODES}${target[0]}/children/add/`, { nodes: [node.id] }), node)
                }}
              >
                {t('generic:form.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
      <ConfirmActionDialog
        open={step.kind === 'delete'}
        title={t('generic:confirmDelete.title')}
        message={t('generic:confirmDelete.one', { name: node.value })}
        confirmLabel={t('generic:confirmDelete.confirm')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={close}
        onConfirm={() => void run(() => api.delete(`${NODES}${node.id}/`), null).catch(close)}
      />
    </>
  )
}
