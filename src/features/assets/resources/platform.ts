// Platforms (domain §2 console/assets/platforms, assets.*_platform): name, base, charset, meta. Built-in
// (internal) platforms are shown as such.
import { defineResource } from '@/generic/resource-config'

export default defineResource({
  url: '/api/v1/assets/platforms/',
  columns: [
    { key: 'name', nameLink: true },
    { key: 'base', label: 'assets:columns.base' },
    { key: 'charset', label: 'assets:columns.charset' },
    { key: 'internal', label: 'assets:columns.internal' },
    { key: 'comment' },
    { key: 'actions', width: 220 },
  ],
  filters: ['name', 'base'],
})
