// Command storages (domain §2 settings/terminal: create and update; domain §3 storage fields). Listed
// on the terminal settings page; `meta` holds the type's fields (index, doc type, hosts).
import { typedChildrenField } from '@/generic/form/typed-children'
import { defineResource } from '@/generic/resource-config'
import { terminalTab } from '../paths'
import { StorageActions, fixedStorage } from '../components/storage-actions'

export default defineResource({
  url: '/api/v1/terminal/command-storages/',
  listRoute: terminalTab('CommandStorage'),
  // meta: the fields of the chosen type, as the server describes them (reference TSV "meta per type").
  // The server checks meta by the request's ?type= (or the stored object's type on update).
  writeQuery: (values) => ({ type: String(values.type ?? '') }),
  formOverrides: { meta: { component: typedChildrenField('/api/v1/terminal/command-storages/') } },
  columns: [{ key: 'name' }, { key: 'type' }, { key: 'is_default' }, { key: 'comment' }, { key: 'actions', width: 320 }],
  rowFixed: fixedStorage,
  rowExtras: StorageActions,
})
