import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios'
import type { Page, Request, Route } from 'playwright'
import type { ImportRow } from '../../src/generic/import/import-task'
import type { RouteEntry } from '../../src/shared/access/route-meta'
import type { ErrorNotice } from '../../src/shared/errors/catalogue'

/**
 * What a scenario's steps remember between them: one typed record on the world (`world.memory`), new for
 * every scenario since cucumber builds a world per scenario. A step writes what a later step of the same
 * scenario reads; nothing here outlives the scenario. Grouped by the vocabulary that writes it.
 */
export interface ScenarioMemory {
  /** One field's OPTIONS metadata given to the console's form engine (field-metadata.steps.ts). */
  describedField?: { name: string; info: import('../../src/shared/api/resource').FieldInfo }
  // ── What the browser sent (tasks/ui/, support/sent-writes.ts) ──
  /** Every request of the page, from the moment they are watched (import dialogs). */
  requests?: Request[]
  /** The writes (POST, PUT, PATCH under /api/) since a form was opened. */
  writes?: Request[]
  /** The calls under each watched path prefix, in the order sent. */
  watchedCalls?: Array<{ prefix: string; calls: Request[] }>
  /** How many watched calls there were when a step noted them, for "since then". */
  watchedCallsNoted?: number
  /** Calls kept from the server until a step lets them through. */
  heldCalls?: { routes: Route[]; released: boolean }
  /** A part's code kept from the browser ("the code of X is held"), and how to let it come. */
  heldCode?: { file: string; letIn: () => void }
  /** Requests to other origins and dialogs opened by script, since they are intercepted. */
  offOrigin?: string[]
  /** The last document the scenario's page asked for, each hop of a redirect included. */
  lastDocument?: { page: Page; url: string }
  /** Frames the popup's sockets received. */
  popupFrames?: string[]
  /** Dialogs (alert, confirm) a page opened since a step began watching (site messages, a ticket comment). */
  pageDialogs?: string[]
  /** The two tabs of the same form. */
  tabs?: [Page, Page]
  /** The address of the user form opened (a save moves on to the list). */
  formOpened?: string
  /** The page's document when a step noted it (performance.timeOrigin): a reload makes a new one. */
  documentNoted?: number

  // ── What a step noted on screen or in the jar ──
  /** Cookie expiries by name, as noted. */
  cookieExpiry?: Map<string, number>
  /** The assigned-tickets badge as noted. */
  ticketBadge?: number
  /** A column's width before it was dragged. */
  columnWidth?: number
  /** The dashboard's call for the trend period just chosen. */
  trendRequest?: Promise<Request>
  /** The confirm dialog's call asking the server to send a code. */
  codeSent?: Promise<Request>
  /** Where each sign-in of a table landed. */
  landings?: Array<{ next: string; expected: string; landed: string }>
  /** The addresses a gate table covered. */
  gateRows?: string[]
  /** The object whose detail the console read (shell §7). */
  detailId?: string

  // ── What the server holds for the scenario (made through the API) ──
  /** The API key made for the user. */
  apiKey?: { id: string; secret: string }
  /** The asset a connection token was made for. */
  tokenAsset?: string
  /** The platform was reseeded at another scale: the next scenario gets the usual seed back. */
  reseeded?: boolean
  /** The @api vocabulary's notes: the sign-in's public key pair, a password sent, organisation ids by name. */
  spm?: string
  sentPassword?: string
  orgIds?: Map<string, string>

  // ── The console's rules run in node (core features) ──
  rules?: RulesMemory
  /** An import at size run by the console's import module in node (import-at-size.steps.ts). */
  bigImport?: BigImportMemory
}

/** The file made, and what the import module sent, paused and ended with. */
export interface BigImportMemory {
  csv: string
  total: number
  /** Bad row numbers (from 1) and the reason each should fail with. */
  bad: Map<number, string>
  /** Row numbers in the order they were sent. */
  sent: number[]
  /** The pauses asked for, in ms. */
  pauses: number[]
  /** Column labels by field name, as render-to-json titled them. */
  labels: Map<string, string>
  stoppedAt?: { ok: number; failed: number; pending: number; total: number }
  continuedAt?: number
  rows?: ImportRow[]
}

/** The console's own client and rules, run in node against the mock. */
export interface RulesMemory {
  held: string[]
  routes: RouteEntry[]
  menu: string[]
  notices: ErrorNotice[]
  seen: InternalAxiosRequestConfig[]
  client?: AxiosInstance
  xpack: boolean
  org?: string
  outcome?: { ok: true; data: unknown } | { ok: false; error: AxiosError }
  pending?: Promise<unknown>
  sent: string[]
  payload?: Record<string, unknown>
  sessionChecks: number
  /** How long the simulated slow server takes to answer, on the mocked clock. */
  slowServerMs?: number
}
