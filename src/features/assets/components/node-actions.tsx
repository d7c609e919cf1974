// Node actions of the asset tree (domain §2 assets/assets: create, rename, delete and move nodes, add
// assets to them), offered on the chosen node's toolbar and in the node's context menu (right-click, the
// Menu key or Shift+F10): a child node (POST nodes/{id}/children/ {value}), a new name (PATCH nodes/{id}/
// {value}), assets added (PUT nodes/{id}/assets/add/ {assets}), move under another node (PUT nodes/
// {target}/children/add/ {nodes}), delete (DELETE nodes/{id}/, confirmed).
import { Button, Dialog, DialogActions, DialogBody, DialogContent, DialogTitle, Field, Input, Toolbar, makeStyles, tokens } from '@fluentui/react-components'
import { useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmActionDialog } from '@/generic/common/confirm-action-dialog'
import { ConsoleDialogSurface } from '@/generic/common/dialog-surface'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { RemoteSelect } from '@/generic/select/remote-select'
import type { NodeMenuItem, NodeRow } from '@/generic/tree/node-tree'
import { api } from '@/shared/api/client'
import { openTaskLog } from '@/shared/lib/task-log'
import { useWhenTaskEnds } from '@/generic/ops/use-task-end'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ bar: { flexWrap: 'wrap', gap: tokens.spacingHorizontalXS } })
const NODES = '/api/v1/assets/nodes/'
const ASSETS = '/api/v1/assets/assets/'
export const nodeOption = (row: Record<string, unknown>) => ({ label: String(row.full_value ?? row.value ?? row.name), value: String(row.id) })
const assetOption = (row: Record<string, unknown>) => ({ label: `${String(row.hostname)} (${String(row.ip)})`, value: String(row.id) })

type Kind = 'create' | 'rename' | 'addAssets' | 'move' | 'delete'
const KINDS: readonly Kind[] = ['create', 'rename', 'addAssets', 'move', 'delete']
const PERM: Record<Kind, string> = {
  create: 'assets.add_node',
  rename: 'assets.change_node',
  addAssets: 'assets.add_assettonode|assets.change_node',
  move: 'assets.change_node',
  delete: 'assets.delete_node',
}

/** The tasks run on every asset of a node and its children (NodeTaskCreateApi), with what each needs. */
const TASKS = [
  { action: 'test', label: 'tree.testAssets', perm: 'assets.test_assetconnectivity' },
  { action: 'refresh', label: 'tree.refreshAssets', perm: 'assets.refresh_assethardwareinfo' },
] as const

export interface NodeActionsApi {
  /** The actions of a node, for its menu and its toolbar. */
  items: (node: NodeRow) => NodeMenuItem[]
  /** The dialogs the actions open; rendered once by the page. */
  dialogs: ReactNode
}

export function useNodeActions(onChanged: (node: NodeRow | null) => void): NodeActionsApi {
  const { t } = useTranslation(['assets', 'generic', 'errors'])
  const perms = usePerms()
  const queryClient = useQueryClient()
  const whenTaskEnds = useWhenTaskEnds()
  const [step, setStep] = useState<{ kind: Kind; node: NodeRow } | null>(null)
  const [text, setText] = useState('')
  const [chosen, setChosen] = useState<string[]>([])
  const close = () => setStep(null)
  const held = (perm: string) => perm.split('|').some((p) => perms.has(p))
  const run = async (call: () => Promise<unknown>, next: NodeRow | null) => {
    await call()
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    close()
    await queryClient.invalidateQueries({ queryKey: queryKeys.resource(NODES) })
    if (step?.kind === 'addAssets') await queryClient.invalidateQueries({ queryKey: queryKeys.resource(ASSETS) })
    onChanged(next)
  }
  const start = (kind: Kind) => (node: NodeRow) => {
    setText(kind === 'rename' ? node.value : '')
    setChosen([])
    setStep({ kind, node })
  }
  // A task's log opens in the task-log popup, as an asset's own test does (domain §2); a refusal is the client's
  // toast. Once it has run, the asset list shows what it changed (reachability, hardware).
  const runTask = (action: (typeof TASKS)[number]['action']) => (node: NodeRow) =>
    void api.post<{ task: string }>(`${NODES}${node.id}/tasks/`, { action }).then((answer) => {
      openTaskLog(answer.task, { what: action === 'test' ? 'nodeTest' : 'nodeRefresh', on: node.full_value ?? node.value })
      whenTaskEnds(answer.task, () => void queryClient.invalidateQueries({ queryKey: queryKeys.resource(ASSETS) }))
    }, () => undefined)
  const items = (node: NodeRow): NodeMenuItem[] => [
    ...KINDS.map((kind) => ({ key: kind, label: t(`tree.${kind}`), disabled: !held(PERM[kind]) || (kind === 'move' && !node.key.includes(':')), run: start(kind) })),
    ...TASKS.map((task) => ({ key: task.action, label: t(task.label), disabled: !held(task.perm), run: runTask(task.action) })),
  ]

  const node = step?.node
  const submit = () => {
    if (!step || !node) return
    const value = text.trim()
    if (step.kind === 'create') void run(() => api.post(`${NODES}${node.id}/children/`, { value }), node)
    if (step.kind === 'rename') void run(() => api.patch(`${NODES}${node.id}/`, { value }), { ...node, value })
    if (step.kind === 'addAssets') void run(() => api.put(`${NODES}${node.id}/assets/add/`, { assets: chosen }), node)
    if (step.kind === 'move') void run(() => api.put(`${NODES}${chosen[0]}/children/add/`, { nodes: [node.id] }), node)
  }
  const picking = step?.kind === 'addAssets' || step?.kind === 'move'
  const title = step ? t(`tree.${step.kind}`) : ''
  const dialogs = (
    <>
      <Dialog open={Boolean(step) && step?.kind !== 'delete'} onOpenChange={(_, d) => !d.open && close()}>
        <ConsoleDialogSurface aria-label={title}>
          <DialogBody>
            <DialogTitle>{title}</DialogTitle>
            <DialogContent>
              {step?.kind === 'move' && <RemoteSelect url={NODES} value={chosen} onChange={setChosen} label={t('tree.moveTo')} toOption={nodeOption} disabledValues={node ? [node.id] : []} />}
              {step?.kind === 'addAssets' && <RemoteSelect url={ASSETS} value={chosen} onChange={setChosen} label={t('tree.assets')} toOption={assetOption} multiple />}
              {!picking && (
                <Field label={t('tree.nodeName')} required>
                  <Input
                    value={text}
                    onChange={(_, d) => setText(d.value)}
                    onKeyDown={(e) => {
                      if (e.key === 'Enter' && text.trim()) submit()
                    }}
                  />
                </Field>
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{t('generic:confirmDelete.cancel')}</Button>
              <Button appearance="primary" disabled={picking ? chosen.length === 0 : !text.trim()} onClick={submit}>
                {t('generic:form.submit')}
              </Button>
            </DialogActions>
          </DialogBody>
        </ConsoleDialogSurface>
      </Dialog>
      <ConfirmActionDialog
        open={step?.kind === 'delete'}
        title={t('generic:confirmDelete.title')}
        message={t('generic:confirmDelete.one', { name: node?.value ?? '' })}
        confirmLabel={t('generic:confirmDelete.confirm')}
        cancelLabel={t('generic:confirmDelete.cancel')}
        onCancel={close}
        onConfirm={() => node && void run(() => api.delete(`${NODES}${node.id}/`), null).catch(close)}
      />
    </>
  )
  return { items, dialogs }
}

/** The chosen node's actions as a toolbar under the tree (the same as its context menu). */
export function NodeActions({ node, actions }: { node: NodeRow | null; actions: NodeActionsApi }) {
  const styles = useStyles()
  const { t } = useTranslation('assets')
  if (!node) return null
  return (
    <Toolbar className={styles.bar} aria-label={t('tree.actions')} size="small">
      {actions.items(node).map((item) => (
        <Button key={item.key} size="small" disabled={item.disabled} onClick={() => item.run(node)}>
          {item.label}
        </Button>
      ))}
    </Toolbar>
  )
}
