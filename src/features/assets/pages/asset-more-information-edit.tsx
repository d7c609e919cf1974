// The asset's more-information edit (domain §2 assets/assets/detail/{id}/update): the hardware and
// identification fields (domain §3 Asset: number, vendor, model, serial number, CPU, memory, disk, OS)
// the main form leaves out, PATCHed on the asset; back to the asset's detail after a save.
import { Button, Field, Input, makeStyles, tokens } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useParams } from 'react-router'
import { detailQueryOptions, silentResourceOf } from '@/generic/common/api'
import { notify } from '@/generic/common/toast'
import type { Row } from '@/generic/resource-config'
import { queryKeys } from '@/shared/api/query-keys'
import { PageHeading } from '@/generic/common/page-heading'
import { LoadingState } from '@/generic/common/query-state'

const ASSETS = '/api/v1/assets/assets/'
const FIELDS = ['number', 'vendor', 'model', 'sn', 'cpu_model', 'cpu_count', 'cpu_cores', 'cpu_vcpus', 'memory', 'disk_total', 'os', 'os_version', 'os_arch'] as const
const NUMBERS = new Set(['cpu_count', 'cpu_cores', 'cpu_vcpus'])

const useStyles = makeStyles({ form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '640px' } })

export default function AssetMoreInformationEdit() {
  const { id = '' } = useParams()
  const asset = useQuery(detailQueryOptions(ASSETS, id))
  if (asset.isLoading) return <LoadingState />
  return asset.data ? <MoreInformationForm asset={asset.data as Row} /> : null
}

function MoreInformationForm({ asset }: { asset: Row }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors', 'generic'])
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<Record<string, string>>(() => Object.fromEntries(FIELDS.map((f) => [f, asset[f] === null || asset[f] === undefined ? '' : String(asset[f])])))
  const [busy, setBusy] = useState(false)
  const detail = `/console/assets/assets/${encodeURIComponent(asset.id)}`
  const save = async () => {
    setBusy(true)
    try {
      const body = Object.fromEntries(FIELDS.map((f) => [f, NUMBERS.has(f) ? (values[f] ? Number(values[f]) : null) : values[f]]))
      await silentResourceOf(ASSETS).partialUpdate(asset.id, body)
      notify({ intent: 'success', text: t('errors:updateSuccess') })
      await queryClient.invalidateQueries({ queryKey: queryKeys.resource(ASSETS) })
      navigate(detail)
    } catch {
      notify({ intent: 'error', text: t('errors:updateFailed') })
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={styles.form} aria-label={t('moreInformation.title', { name: String(asset.hostname) })} onSubmit={(e) => { e.preventDefault(); void save() }}>
      <PageHeading>{t('moreInformation.title', { name: String(asset.hostname) })}</PageHeading>
      {FIELDS.map((f) => (
        <Field key={f} label={t(`hardware.${f}`)}>
          <Input name={f} type={NUMBERS.has(f) ? 'number' : 'text'} value={values[f]} onChange={(_, d) => setValues((v) => ({ ...v, [f]: d.value }))} />
        </Field>
      ))}
      <div>
        <Button onClick={() => navigate(detail)}>{t('generic:detail.back')}</Button>{' '}
        <Button type="submit" appearance="primary" disabled={busy}>{t('generic:form.submit')}</Button>
      </div>
    </form>
  )
}
