// The gateways of a domain (domain §2 assets/domains with gateways): each with its address, a test of
// the connection on a port typed by the user (POST gateways/{id}/test-connective/ {port}; domain §5,
// §8 "Port Error, please check" for a port that is not 1–65535), update and delete; Create gateway
// opens the gateway form for this domain.
import { Button, Input, makeStyles } from '@fluentui/react-components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import type { Row } from '@/generic/resource-config'
import { api } from '@/shared/api/client'
import { serverErrorText } from '@/shared/errors/catalogue'
import { ChildTable } from './child-table'
import { errorBody } from '@/shared/api/error-body'

const useStyles = makeStyles({ port: { width: '90px' } })
const GATEWAYS = '/api/v1/assets/gateways/'

export const validPort = (text: string) => /^\d+$/.test(text.trim()) && Number(text) >= 1 && Number(text) <= 65535

function GatewayTest({ gateway }: { gateway: Row }) {
  const styles = useStyles()
  const { t } = useTranslation(['assets', 'errors'])
  const perms = usePerms()
  const [port, setPort] = useState(String(gateway.port ?? ''))
  const test = async () => {
    if (!validPort(port)) {
      notify({ intent: 'error', text: t('errors:portError') })
      return
    }
    try {
      await api.post(`${GATEWAYS}${gateway.id}/test-connective/`, { port: Number(port) }, { silent: true })
      notify({ intent: 'success', text: t('assets:gateway.testOk') })
    } catch (error) {
      notify({ intent: 'error', text: serverErrorText(errorBody(error)) || t('errors:portError') })
    }
  }
  return (
    <>
      <Input className={styles.port} aria-label={t('assets:gateway.testPort')} value={port} onChange={(_, d) => setPort(d.value)} />{' '}
      <Button size="small" disabled={!perms.has('assets.test_gateway')} onClick={() => void test()}>
        {t('assets:gateway.test')}
      </Button>{' '}
    </>
  )
}

export function DomainGatewaysTab({ object }: { object: Row }) {
  const q = `domain=${encodeURIComponent(object.id)}`
  return (
    <ChildTable
      title="assets:columns.gateways"
      url={GATEWAYS}
      query={{ domain: object.id }}
      columns={[
        { key: 'name', label: 'assets:columns.name' },
        { key: 'ip', label: 'assets:columns.ip' },
        { key: 'port', label: 'assets:columns.port' },
      ]}
      perms={{ add: 'assets.add_gateway', change: 'assets.change_gateway', delete: 'assets.delete_gateway' }}
      createLabel="assets:gateway.create"
      createPath={`/console/assets/gateways/create?${q}`}
      updatePath={(gw) => `/console/assets/gateways/${encodeURIComponent(gw.id)}/update?${q}`}
      extra={(gw) => <GatewayTest gateway={gw} />}
    />
  )
}
