// The generic detail page (shell §2, §4, §6, §8): the object loads first; tabs keep activeTab in the
// query and a 1-day cookie; back; title prefix + name cut at 80 characters plus an ellipsis; Update
// disabled in the root org or without change; Delete needs delete, then a message and the list route.
// An object the server cannot give (an unknown or deleted id) is said in place, with Back to the list.
import { Button, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { useBack } from '../common/use-back'
import { truncateTitle } from '@/shared/lib/truncate-title'
import { errorStatus, serverErrorText } from '@/shared/errors/catalogue'
import { detailQueryOptions, listKey, silentResourceOf } from '../common/api'
import { ConfirmActionDialog } from '../common/confirm-action-dialog'
import { ErrorState, LoadingState } from '../common/query-state'
import { notify } from '../common/toast'
import { useDetailAbilities, usePerms } from '../common/use-abilities'
import { usePageTitle } from '../common/use-page-title'
import type { DetailTab, ResourceConfig, Row } from '../resource-config'
import { useActiveTab } from './active-tab'
import { BasicTab } from './basic-tab'
import { errorBody } from '@/shared/api/error-body'
import { PageHeading } from '../common/page-heading'
import { ReasonedButton } from '../common/reasoned-button'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  panel: { backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL },
})

export function DetailPage({ config }: { config: ResourceConfig }) {
  const styles = useStyles()
  const { t } = useTranslation(['generic', 'errors'])
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const back = useBack()
  const queryClient = useQueryClient()
  const perms = usePerms()
  const can = useDetailAbilities(config.perms, config.without)
  const [confirming, setConfirming] = useState(false)
  const detail = useQuery(detailQueryOptions(config.url, id))
  const defaultTabs: DetailTab[] = [{ name: 'Basic', title: 'generic:detail.basic', component: BasicTab }]
  const tabs = (config.detailTabs ?? defaultTabs).filter((tab) => !tab.visible || tab.visible(perms))
  const [active, selectTab] = useActiveTab(tabs.map((tb) => tb.name))
  const Current = tabs.find((tb) => tb.name === active)?.component
  const toList = () => navigate(config.routes.list)

  const remove = useMutation({
    mutationFn: () => silentResourceOf(config.url).delete(id),
    onSuccess: () => {
      notify({ intent: 'success', text: t('errors:deleteSuccess') })
      // The list reads again; the deleted object's own query is left alone, or it would be read
      // again on the way out and answer 404 (shell §8: "not found or has been deleted").
      void queryClient.invalidateQueries({ queryKey: listKey(config.url) })
      toList()
    },
    onError: (error) => {
      const reason = serverErrorText(errorBody(error))
      notify({ intent: 'error', text: reason ? `${t('errors:deleteFailed')}: ${reason}` : t('errors:deleteFailed') })
      setConfirming(false)
    },
  })

  const object = detail.data as Row | undefined
  const name = object ? String(object[config.nameField] ?? object.id) : ''
  const title = t('detail.titlePrefix', { resource: t(config.name), name: truncateTitle(name) })
  usePageTitle(object ? title : undefined)

  if (detail.isPending) return <LoadingState label={t('detail.loading')} />
  if (!object) {
    const back = <Button onClick={toList}>{t('detail.back')}</Button>
    // A missing object stays missing: Retry only for other failures.
    return <ErrorState pageRead error={detail.error} onRetry={errorStatus(detail.error) === 404 ? undefined : () => void detail.refetch()} actions={back} />
  }

  const fixed = config.rowFixed?.(object)
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <Button icon={<ArrowLeftRegular />} onClick={() => back(config.routes.list)}>
          {t('detail.back')}
        </Button>
        <PageHeading grow>{title}</PageHeading>
        {!config.without?.includes('rowEdit') && (
          <ReasonedButton appearance="primary" reason={fixed ? t(fixed) : null} disabled={!can.update} onClick={() => navigate(config.routes.update(id))}>
            {t('detail.update')}
          </ReasonedButton>
        )}
        {can.delete && (
          <ReasonedButton reason={fixed ? t(fixed) : null} onClick={() => setConfirming(true)}>
            {t('detail.delete')}
          </ReasonedButton>
        )}
      </div>
      <TabList
        aria-label={t('detail.tabs')}
        selectedValue={active}
        onTabSelect={(_, d) => selectTab(String(d.value))}
      >
        {tabs.map((tb) => (
          <Tab key={tb.name} value={tb.name}>
            {t(tb.title)}
          </Tab>
        ))}
      </TabList>
      <div className={styles.panel} role="tabpanel" aria-label={active}>
        {Current && <Current object={object} config={config} tab={active} />}
      </div>
      <ConfirmActionDialog
        open={confirming}
        title={t('confirmDelete.title')}
        message={t('confirmDelete.one', { name })}
        confirmLabel={t('confirmDelete.confirm')}
        cancelLabel={t('confirmDelete.cancel')}
        busy={remove.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.mutate()}
      />
    </section>
  )
}
