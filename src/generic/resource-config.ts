// A resource page is one definition (STYLE 2, 6, 7): the list URL, the columns, filters, form overrides
// and detail tabs, in src/features/<feature>/resources/<resource>.ts. The route table gives the rest
// (path, permission model, table key, title): `bindResource` joins the two into the config the generic
// list, detail, form, import and export pages read.
import type { ComponentType, ReactNode } from 'react'
import type { ListAction, ResourcePerms } from '@/shared/access/abilities'
import type { ResourceLink } from '@/shared/access/route-table'
import type { FieldInfo } from '@/shared/api/resource'
import type { Widget } from './form/field-mapping'

export type Row = Record<string, unknown> & { id: string }

export interface ColumnConfig {
  /** Field name on the row; 'actions' is the row-action column. */
  key: string
  /** i18n key ('ns:key'); the OPTIONS GET label is used when absent. */
  label?: string
  /** Rendered as text unless a renderer is given; server text is never set as HTML. */
  render?: (row: Row) => ReactNode
  /** Shown by default (the column settings can change it). */
  shown?: boolean
  width?: number
  /**
   * The flexible column (one a table; column-widths.ts): it takes the room the others, sized to their
   * content, leave, and wraps its text. For the long free text of a row, as a command.
   */
  grow?: boolean
  /** Sortable by `order`: the OPTIONS GET `order` flag of the field unless set here. */
  sortable?: boolean
  /** The name column links to the detail page (shell §6: name link needs view). */
  nameLink?: boolean
}

export interface FormFieldProps {
  name: string
  info: FieldInfo
  value: unknown
  onChange: (value: unknown) => void
  disabled?: boolean
  /** The whole form's values, for a field that depends on another (an application's attrs on its type). */
  values?: Record<string, unknown>
  /** The form's 400 messages by dotted path, for a field with fields of its own (`meta.BUCKET`). */
  errors?: Record<string, string>
}

/**
 * A resource's override of one form field (shell §5 "per-resource overrides"), read once by the form
 * engine when it builds the field's model (form/field-model.ts). The contract of a `component`: it is
 * given the field's form value and calls `onChange` with the next one; without `toForm`/`toWire` that
 * value IS the wire value (an id, a list of ids; the stored value, else the metadata default), and a
 * null or undefined value is not sent. With them, the component may hold any shape it likes: `toForm`
 * turns the stored value (undefined on create) into what the component shows, `toWire` what it shows
 * into what is sent. What a component shows must be in its value: a default it draws ticked is the
 * value `toForm` returns, so it is what is sent (issue 22: "what is shown is what is sent").
 */
export interface FormOverride {
  /** A richer widget for this field (shell §5: per-resource overrides). */
  component?: ComponentType<FormFieldProps>
  /** The component's value of the stored value (undefined on create: the default it shows). */
  toForm?: (stored: unknown, info: FieldInfo) => unknown
  /** What is sent for the component's value (`{send: false}`: nothing, the server keeps or defaults it). */
  toWire?: (value: unknown, info: FieldInfo) => { send: true; value: unknown } | { send: false }
  /**
   * Whether the field is shown: `false` never (a field the server still takes that the console does not
   * offer), or only while the other values say so (a password only when the strategy is to set one).
   * Shown by default. A field not shown is neither drawn, checked, sent nor taken from a route's query.
   */
  shown?: boolean | ((values: Record<string, unknown>, isUpdate: boolean) => boolean)
  /**
   * A field of the form alone, which the server does not describe (a switch that reveals other fields):
   * drawn from this description, never sent nor taken from a route's query.
   */
  local?: FieldInfo
  /** The field's label, an i18n key, in place of the server's (a local field has none of its own). */
  label?: string
  /**
   * Required while the other values say so, whatever the metadata says (what a switch reveals): drawn
   * with its star, and refused empty.
   */
  required?: (values: Record<string, unknown>, isUpdate: boolean) => boolean
  /** Extra checks for this field: return an i18n key of the message, or null. */
  validate?: (value: unknown, all: Record<string, unknown>) => string | null
  /** Another of the standard widgets than the field naming rules give (an SSH public key as text). */
  widget?: Widget
  /** The value a new object starts with, asked of the server (the id of a builtin role). */
  createDefault?: () => Promise<unknown>
  /**
   * Fields of this field's value encrypted before submit (shell §3: a nested EncryptedField such as a
   * storage's meta.SECRET_KEY); the value is then never kept in the draft.
   */
  encrypt?: readonly string[]
}

/** A titled group of the form's fields, in the order an administrator fills them in. */
export interface FormGroup {
  /** i18n key of the group's title. */
  title: string
  /** Field names in order; one the metadata does not offer is skipped. */
  fields: string[]
  /** Shown only when editing an existing object (what the server reads from it: nothing before it exists). */
  updateOnly?: boolean
}

export interface DetailTab {
  name: string
  /** i18n key */
  title: string
  /** Hidden tabs are skipped when choosing the fallback (shell §2). */
  visible?: (perms: ReadonlySet<string>) => boolean
  /** Drawn with its own name (`tab`), under which it keeps what it shows in the address (active-tab.ts). */
  component: ComponentType<{ object: Row; config: ResourceConfig; tab?: string }>
}

export interface ResourceRoutes {
  list: string
  create: (query?: Record<string, string>) => string
  detail: (id: string) => string
  update: (id: string) => string
}

export interface ResourceConfig {
  /** Stable key for table preferences (tableConfig) and drafts. */
  key: string
  /** The list URL under /api/v1/. */
  url: string
  perms: ResourcePerms
  routes: ResourceRoutes
  /** i18n key of the list's title (the route's menu title). */
  title: string
  /** i18n key of one object's kind ('User'): detail prefix, form titles. */
  name: string
  /** Field holding the object's display name; `name` or `hostname` (shell §5 clone). */
  nameField: string
  columns: ColumnConfig[]
  /** Filter fields offered when OPTIONS GET flags them; defaults to every flagged field. */
  filters?: string[]
  /** Date-range filter read from date_start / date_end (shell §2). */
  dateRange?: { from: string; to: string }
  formOverrides?: Record<string, FormOverride>
  /** Fields left out of the form (read-only ones always are). */
  formExclude?: string[]
  /** The form's fields in titled groups; fields of no group close the last one. Ungrouped otherwise. */
  formGroups?: FormGroup[]
  detailTabs?: DetailTab[]
  /**
   * Export asks for an MFA confirmation first (shell §4: optional), while the public setting
   * SECURITY_VIEW_AUTH_NEED_MFA (the server's switch for confirming sensitive views) is on.
   */
  exportConfirm?: boolean
  /** Fields a bulk update may change. */
  bulkUpdateFields?: string[]
  /**
   * The query of the form's create and update calls, from the values sent (a storage's ?type=: the
   * server chooses the meta fields it checks by the request's type, reference §1.6 children).
   */
  writeQuery?: (values: Record<string, unknown>) => Record<string, string>
  /** Fixed query of the list (a page of its own scopes it: the asset list by the chosen node). */
  listQuery?: Record<string, string>
  /**
   * Create offers several kinds (My tickets: request asset permission, request application permission):
   * the Create button opens a menu of these pages instead. Each item says itself whether it may be used
   * (the list's OPTIONS has no POST where creation goes through another call, tickets' open/).
   */
  createMenu?: Array<{ label: string; to: string; disabled?: boolean }>
  /** Extra controls of the list's toolbar, after Create (the user list's Invite, which says itself when it cannot be used). */
  toolbar?: ComponentType
  /**
   * Why one object cannot be edited or deleted whatever the permissions (the database command storage and
   * the default one: the server refuses), an i18n key; null when it can. Its Edit and Delete say so.
   */
  rowFixed?: (row: Row) => string | null
  /** More actions of one row, after Edit, Clone and Delete (a storage's Test and Set as default). */
  rowExtras?: ComponentType<{ row: Row; config: ResourceConfig }>
  /**
   * Extra items of the list's More actions, given the selected rows (they check the selection, or
   * are offered only with one: needsSelection) and a way to clear it once done. One with a reason
   * (already translated) cannot be used, and shows why.
   */
  bulkActions?: Array<{ label: string; run: (rows: Row[], clearSelection: () => void) => void; disabled?: boolean; needsSelection?: boolean; reason?: string | null }>
  /**
   * List actions the resource does not offer whatever the permissions, not shown at all (domain §2: a
   * list-only route has no create page; tasks have no update page; the audit logs take no write).
   * 'rowEdit' and 'rowDelete' also take away the detail's Update and Delete. Create, import and bulk
   * update also follow the methods the list's OPTIONS names (reference §1.6).
   */
  without?: ListAction[]
}

/** What a list-only route offers none of (domain §2: no create or update page). */
export const LIST_ONLY: ListAction[] = ['create', 'rowEdit', 'rowClone', 'import', 'bulkUpdate']

/** What a resource the server only reads offers none of (the audit logs: GET only, reference TSV). */
export const READ_ONLY: ListAction[] = [...LIST_ONLY, 'rowDelete', 'bulkDelete']

export const routeBuilders = (base: string): ResourceRoutes => ({
  list: base,
  create: (query) => `${base}/create${query ? `?${new URLSearchParams(query).toString()}` : ''}`,
  detail: (id) => `${base}/${encodeURIComponent(id)}`,
  update: (id) => `${base}/${encodeURIComponent(id)}/update`,
})

/**
 * What a feature writes for a resource: everything but what the route table already says. The
 * file's name gives the routes it serves (resources/user-group.ts → UserGroupList, UserGroupCreate…).
 */
export interface ResourceDefinition extends Omit<ResourceConfig, 'key' | 'perms' | 'routes' | 'title' | 'name' | 'nameField'> {
  /** Defaults to `name`. */
  nameField?: string
  /** Only where the route's model is not one (roles: org or system); otherwise from the table. */
  perms?: ResourcePerms
  /** Where the list is when the resource has no list page of its own (a tab of another page). */
  listRoute?: string
}

export const defineResource = (definition: ResourceDefinition): ResourceDefinition => definition

/** Keys of the words a bound resource takes from the table and its feature's namespace. */
export interface ResourceWords {
  /** The route's menu title key (shell namespace). */
  title: string
  /** The feature namespace's key of the object's kind: `<feature>:names.<Base>`. */
  name: string
}

/** No model, no override: no permission can match (deny by default, STYLE 3). */
const NO_MODEL: ResourcePerms = { app: '-', model: '-' }

export function bindResource(definition: ResourceDefinition, link: ResourceLink, words: ResourceWords): ResourceConfig {
  return {
    nameField: 'name',
    ...definition,
    key: link.listName,
    perms: definition.perms ?? link.model ?? NO_MODEL,
    routes: { ...routeBuilders(link.listPath), ...(definition.listRoute ? { list: definition.listRoute } : {}) },
    title: words.title,
    name: words.name,
  }
}
