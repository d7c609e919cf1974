// The three application routes (domain §2 console/applications/remote-apps|databases|kubernetes) are
// one resource filtered by category (reference: applications?category=…); each file names its category.
import { defineResource } from '@/generic/resource-config'
import { RemoteSelectField } from '@/generic/select/remote-select-field'
import type { Category } from './app-types'
import { AttrsField, categoryField, typeField, validateAttrs } from './components/app-fields'

export const appResource = (category: Category) =>
  defineResource({
    url: `/api/v1/applications/applications/?category=${category}`,
    columns: [
      { key: 'name', nameLink: true },
      { key: 'type_display' },
      ...(category === 'db' ? [{ key: 'attrs', label: 'applications:columns.host', render: (row: Record<string, unknown>) => `${String((row.attrs as Record<string, unknown> | undefined)?.host ?? '')}:${String((row.attrs as Record<string, unknown> | undefined)?.port ?? '')}` }] : []),
      { key: 'comment' },
      { key: 'created_by', shown: false },
      { key: 'date_created', shown: false },
      { key: 'id', shown: false },
      { key: 'actions', width: 220 },
    ],
    filters: ['name', 'type'],
    formOverrides: {
      category: { component: categoryField(category) },
      type: { component: typeField(category) },
      attrs: { component: AttrsField, validate: validateAttrs },
      domain: { component: RemoteSelectField({ url: '/api/v1/assets/domains/' }) },
    },
    bulkUpdateFields: ['comment'],
  })
