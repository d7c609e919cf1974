// A read-only object of its own page (domain §2: plan-execution/{id}, adhoc/{id}, executions/{id}):
// back, a title naming the kind and the object, its fields, and optional sections below.
import { Button, makeStyles, tokens } from '@fluentui/react-components'
import { ArrowLeftRegular } from '@fluentui/react-icons'
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useParams } from 'react-router'
import { useBack } from '../common/use-back'
import { apiUrlOfRoute } from '@/shared/access/route-meta'
import { truncateTitle } from '@/shared/lib/truncate-title'
import { detailQueryOptions } from '../common/api'
import type { Row } from '../resource-config'
import { FieldList } from './basic-tab'
import { PageHeading } from '../common/page-heading'
import { LoadingState } from '../common/query-state'

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM },
  panel: { backgroundColor: tokens.colorNeutralBackground1, padding: tokens.spacingHorizontalXL, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
})

export interface ObjectPageProps {
  /** The list URL; the object is `{url}{id}/` with the route's :id. Without it, derived from the route (shell §7). */
  url?: string
  /** i18n key of the kind ('Execution'). */
  kind: string
  /** The object's name, defaults to its id. */
  nameOf?: (object: Row) => string
  /** What the page shows in place of the object's field list (an execution's run summary). */
  body?: (object: Row) => ReactNode
  children?: (object: Row) => ReactNode
}

export function ObjectPage({ url, kind, nameOf, body, children }: ObjectPageProps) {
  const styles = useStyles()
  const { t } = useTranslation('generic')
  const { id = '' } = useParams()
  const back = useBack()
  const { pathname } = useLocation()
  const listUrl = url ?? apiUrlOfRoute(pathname)
  const detail = useQuery(detailQueryOptions(listUrl, id))
  if (detail.isLoading) return <LoadingState label={t('detail.loading')} />
  const object = detail.data as Row | undefined
  if (!object) return null
  return (
    <section className={styles.page}>
      <div className={styles.head}>
        <Button icon={<ArrowLeftRegular />} onClick={() => back('/')}>
          {t('detail.back')}
        </Button>
        <PageHeading grow>{t('detail.titlePrefix', { resource: t(kind), name: truncateTitle(nameOf ? nameOf(object) : String(object.id)) })}</PageHeading>
      </div>
      <div className={styles.panel}>
        {body ? body(object) : <FieldList object={object} url={listUrl} />}
        {children?.(object)}
      </div>
    </section>
  )
}
