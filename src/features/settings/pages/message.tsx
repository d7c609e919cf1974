// Settings › message subscriptions (domain §2, change_systemmsgsubscription): each system message
// type with the backends it is sent through; a change is saved at once (PATCH by message type).
import { Checkbox, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow } from '@fluentui/react-components'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { notify } from '@/generic/common/toast'
import { usePerms } from '@/generic/common/use-abilities'
import { api } from '@/shared/api/client'
import { SettingsPage } from '../components/settings-page'
import { queryKeys } from '@/shared/api/query-keys'

interface Subscription {
  message_type: string
  message_type_label: string
  receive_backends: string[]
}
interface Category {
  category: string
  category_label: string
  children: Subscription[]
}

const URL = '/api/v1/notifications/system-msg-subscription/'
const BACKENDS = ['site_msg', 'email', 'wecom', 'dingtalk', 'feishu'] as const

export default function MessagePage() {
  const { t } = useTranslation(['settings', 'errors'])
  const queryClient = useQueryClient()
  const editable = usePerms().has('settings.change_systemmsgsubscription')
  const list = useQuery({ queryKey: queryKeys.subscriptions, queryFn: () => api.get<Category[]>(URL) })
  const change = async (sub: Subscription, backend: string, on: boolean) => {
    const receive_backends = on ? [...sub.receive_backends, backend] : sub.receive_backends.filter((b) => b !== backend)
    await api.patch(`${URL}${encodeURIComponent(sub.message_type)}/`, { receive_backends })
    notify({ intent: 'success', text: t('errors:updateSuccess') })
    await queryClient.invalidateQueries({ queryKey: queryKeys.subscriptions })
  }
  return (
    <SettingsPage title="menu.settingsMessage">
      <Table aria-label={t('message.title')}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('message.type')}</TableHeaderCell>
            {BACKENDS.map((b) => (
              <TableHeaderCell key={b}>{t(`message.backends.${b}`)}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {(list.data ?? []).flatMap((category) =>
            category.children.map((sub) => (
              <TableRow key={sub.message_type}>
                <TableCell>{`${category.category_label} / ${sub.message_type_label}`}</TableCell>
                {BACKENDS.map((b) => (
                  <TableCell key={b}>
                    <Checkbox
                      aria-label={`${sub.message_type_label} ${t(`message.backends.${b}`)}`}
                      disabled={!editable}
                      checked={sub.receive_backends.includes(b)}
                      onChange={(_, d) => void change(sub, b, Boolean(d.checked))}
                    />
                  </TableCell>
                ))}
              </TableRow>
            )),
          )}
        </TableBody>
      </Table>
    </SettingsPage>
  )
}
