// The role's permissions (domain §6: "Role permissions are added in the role detail after creation"):
// the permission catalogue as a tree, app → permission, each checked when the role holds it; saving
// PATCHes the role's write-only `permissions` ids (reference: RoleSerializer permissions). Built-in
// roles and those lacking change see the tree read-only.
import { Button, Checkbox, Tree, TreeItem, TreeItemLayout, makeStyles, tokens } from '@fluentui/react-components'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { listQueryOptions, resourceOf } from '@/generic/common/api'
import { notify } from '@/generic/common/toast'
import { useDetailAbilities } from '@/generic/common/use-abilities'
import type { ResourceConfig, Row } from '@/generic/resource-config'
import { rowsOf } from '@/shared/api/resource'
import { queryKeys } from '@/shared/api/query-keys'

const useStyles = makeStyles({ tab: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' } })

type Permission = Row & { codename: string; name: string; content_type: { app_label: string } }
const ALL = { offset: '0', limit: '1000' }

export function RolePermissionsTab({ object, config }: { object: Row; config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['users', 'errors'])
  const queryClient = useQueryClient()
  const can = useDetailAbilities(config.perms)
  const scope = object.scope === 'system' ? 'system' : 'org'
  const heldUrl = `/api/v1/rbac/${scope}-roles/${String(object.id)}/permissions/`
  const catalogue = useQuery(listQueryOptions('/api/v1/rbac/permissions/', ALL))
  const held = useQuery(listQueryOptions(heldUrl, ALL))
  const heldIds = useMemo(() => new Set((held.data ? rowsOf(held.data).rows : []).map((r) => String(r.id))), [held.data])
  const [chosen, setChosen] = useState<Set<string> | null>(null)
  const current = chosen ?? heldIds
  const editable = can.update && !object.builtin
  const byApp = useMemo(() => {
    const all = (catalogue.data ? rowsOf(catalogue.data).rows : []) as Permission[]
    const groups = new Map<string, Permission[]>()
    for (const p of all) groups.set(p.content_type.app_label, [...(groups.get(p.content_type.app_label) ?? []), p])
    return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b))
  }, [catalogue.data])

  const save = useMutation({
    mutationFn: () => resourceOf(config.url).partialUpdate(String(object.id), { permissions: [...current] }),
    onSuccess: async () => {
      notify({ intent: 'success', text: t('errors:updateSuccess') })
      setChosen(null)
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource(heldUrl) })
    },
  })
  const toggle = (ids: string[], on: boolean) => {
    const next = new Set(current)
    ids.forEach((id) => (on ? next.add(id) : next.delete(id)))
    setChosen(next)
  }

  return (
    <div className={styles.tab}>
      <Tree aria-label={t('columns.permissions')} defaultOpenItems={[]}>
        {byApp.map(([app, perms]) => {
          const ids = perms.map((p) => String(p.id))
          const count = ids.filter((id) => current.has(id)).length
          return (
            <TreeItem key={app} itemType="branch" value={app}>
              <TreeItemLayout>
                <Checkbox
                  label={`${app} (${count}/${ids.length})`}
                  disabled={!editable}
                  checked={count === 0 ? false : count === ids.length ? true : 'mixed'}
                  onChange={(_, d) => toggle(ids, Boolean(d.checked))}
                />
              </TreeItemLayout>
              <Tree>
                {perms.map((p) => (
                  <TreeItem key={String(p.id)} itemType="leaf" value={String(p.id)}>
                    <TreeItemLayout>
                      <Checkbox label={`${p.name} (${p.content_type.app_label}.${p.codename})`} disabled={!editable} checked={current.has(String(p.id))} onChange={(_, d) => toggle([String(p.id)], Boolean(d.checked))} />
                    </TreeItemLayout>
                  </TreeItem>
                ))}
              </Tree>
            </TreeItem>
          )
        })}
      </Tree>
      {editable && (
        <Button appearance="primary" disabled={!chosen || save.isPending} onClick={() => save.mutate()}>
          {t('savePermissions')}
        </Button>
      )}
    </div>
  )
}
