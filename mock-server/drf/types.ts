import type { AuthedContext } from '../session/sessions'
import type { FieldSpec, ResourceSpec } from '../catalogue/types'
import type { Row, Table } from '../store/tables'

export type { Row }

export interface Ctx extends AuthedContext<Record<string, string>> {
  url: URL
  def: ResourceDef
}

export type Errors = Record<string, unknown>

/** One resource served by the generic DRF-style module (drf/resource.ts). */
export interface ResourceDef {
  key: string
  spec: ResourceSpec
  /** Django model class name: 404 bodies and export file names (reference §1.5, §1.7). */
  model: string
  /** Codenames per action; '|' means any one suffices (shell §6). null = any signed-in user. */
  perms: { view: string | null; add: string | null; change: string | null; delete: string | null }
  orgScoped: boolean
  table: () => Table
  /** Path pattern of the list route with :params for {placeholders}, e.g. /api/v1/assets/cmd-filters/:filter_pk/rules/. */
  path: string
  maxLength?: Record<string, number>
  /** Groups of fields unique together within an org (org-scoped) or globally. */
  unique?: string[][]
  /** Relation field → resource key whose ids it holds (or a test of an id), for "Invalid pk" checks. */
  relations?: Record<string, string | ((id: string) => boolean)>
  /** The rows visible before query filters (defaults to the table, org-filtered). */
  queryset?: (ctx: Ctx) => readonly Row[]
  /** Which rows the current user and org may see (defaults to the current org for org-scoped ones). */
  scope?: (ctx: Ctx) => ((row: Row) => boolean) | undefined
  /** Extra wire fields computed from a stored row. */
  serialize?: (row: Row, ctx: Ctx) => Record<string, unknown>
  /** Custom filters by query parameter (node, assignees__id…); return false to drop the row. */
  filters?: Record<string, (value: string, ctx: Ctx) => (row: Row) => boolean>
  /** Values a new row starts with, before the body. */
  defaults?: (ctx: Ctx) => Record<string, unknown>
  /** Writes that touch other tables (memberships, role bindings). */
  afterWrite?: (row: Row, body: Record<string, unknown>, ctx: Ctx, created: boolean) => void
  /** A refusal of the whole list read, before any filter (a command storage that cannot be read). */
  beforeList?: (ctx: Ctx) => Response | undefined
  /**
   * A refusal of a write whose fields are valid, as a model's save() raising inside the request's
   * transaction (ATOMIC_REQUESTS: nothing is kept): an Elasticsearch command storage that does not answer.
   */
  beforeSave?: (data: Record<string, unknown>, ctx: Ctx, existing?: Row) => Response | undefined
  beforeDelete?: (row: Row, ctx: Ctx) => Response | undefined
  afterDelete?: (row: Row, ctx: Ctx) => void
  /** Extra checks after field validation; returns field errors. */
  validate?: (data: Record<string, unknown>, ctx: Ctx, existing?: Row) => Errors | undefined
  /** Who may bulk delete (reference §1.9). */
  bulkDelete?: 'org' | 'jms' | 'users' | 'never'
  /** A fresh user confirmation needed to read (secret views, reference §2.4). */
  confirm?: 'mfa' | 'password' | 'relogin'
  /** The server's view refuses OPTIONS (405: the permission lists, recorded-2.26.1). */
  noOptions?: boolean
  /** Methods the server's OPTIONS lists on the list route though the route answers 405 (tickets: created via open/). */
  optionsOnly?: string[]
  /** Fields of the detail route when its serializer is not the list's (tickets: display vs list serializer). */
  detailFields?: FieldSpec[]
  /** Fields as the serializer exposes them (defaults to the TSV's). */
  fields?: FieldSpec[]
}
