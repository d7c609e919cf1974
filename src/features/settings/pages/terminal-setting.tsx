// Settings › terminal (domain §2, change_terminal): the terminals (the page's list, so the first tab),
// replay and command storages, endpoints and endpoint rules as lists, each a resource of this feature
// served by the generic list page (its create and update routes are the table's); then the category's form.
import { useTranslation } from 'react-i18next'
import { ListPage } from '@/generic/list/list-page'
import { bindResource, type ResourceDefinition } from '@/generic/resource-config'
import { routeByName } from '@/shared/access/route-table'
import commandStorage from '../resources/command-storage'
import endpoint from '../resources/endpoint'
import endpointRule from '../resources/endpoint-rule'
import replayStorage from '../resources/replay-storage'
import terminal from '../resources/terminal'
import { SettingsForm } from '../components/settings-form'
import { SettingsPage } from '../components/settings-page'
import { SettingsTabs } from '../components/settings-tabs'

/** A resource's list on this page, bound through one of its routes (the table gives path and model). */
function boundList(base: string, definition: ResourceDefinition, via: string) {
  const link = routeByName(`${base}${via}`)?.resource
  if (!link) return () => null
  const config = bindResource(definition, link, { title: `settings:lists.${base}`, name: `settings:names.${base}` })
  return () => <ListPage config={config} />
}

const LISTS = [
  { name: 'Terminal', render: boundList('Terminal', terminal, 'Detail') },
  { name: 'ReplayStorage', render: boundList('ReplayStorage', replayStorage, 'Create') },
  { name: 'CommandStorage', render: boundList('CommandStorage', commandStorage, 'Create') },
  { name: 'Endpoint', render: boundList('Endpoint', endpoint, 'Create') },
  { name: 'EndpointRule', render: boundList('EndpointRule', endpointRule, 'Create') },
]

export default function TerminalSettingPage() {
  const { t } = useTranslation('settings')
  return (
    <SettingsPage title="menu.settingsTerminal">
      <SettingsTabs
        label={t('categories.terminal')}
        tabs={[
          ...LISTS.map((l) => ({ ...l, title: `settings:names.${l.name}` })),
          { name: 'Basic', title: 'settings:categories.terminal', render: () => <SettingsForm category="terminal" title={t('categories.terminal')} /> },
        ]}
      />
    </SettingsPage>
  )
}
