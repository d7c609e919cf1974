// Replay storages (domain §2 settings/terminal: create and update; domain §3 storage fields). Listed
// on the terminal settings page; `meta` holds the type's fields (bucket, region, endpoint…).
import { defineResource } from '@/generic/resource-config'
import { terminalTab } from '../paths'

export default defineResource({
  url: '/api/v1/terminal/replay-storages/',
  listRoute: terminalTab('ReplayStorage'),
  columns: [{ key: 'name' }, { key: 'type' }, { key: 'is_default' }, { key: 'comment' }, { key: 'actions', width: 160 }],
})
