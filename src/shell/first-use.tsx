// Issue 24: the shell's menus, tabs and tooltips (Fluent's menu, tabs, tooltip, positioning, motion and
// tabster code, about a fifth of the first load) are not in the first paint. The shell draws their
// triggers (the same Fluent buttons, names and Tab stops); the first use of any of them (the pointer over
// it, the focus on it, a click or a key) fetches `widgets`, and every trigger becomes its Fluent widget.
// What the user did meanwhile is carried over: a click or Enter/Space/ArrowDown opens the menu once it
// is here, the focus stays on the trigger, a pointed-at or focused icon shows its tooltip. A press under
// way when they arrive (a pointer or Space held down) is let finish first: swapped between press and
// release, the element pressed would be gone and the click would reach neither trigger nor widget.
import { useEffect, useState, useSyncExternalStore, type KeyboardEvent, type ReactNode } from 'react'

type Widgets = (typeof import('./widgets'))['widgets']

/** What the user was doing with a trigger when the widgets arrived. */
export interface Arrival {
  /** Clicked or opened by key: the menu opens. */
  open: boolean
  /** Pointed at or focused: the tooltip shows. */
  shown: boolean
  /** The pointer rests on the trigger: a dropdown opening on hover counts its delay from the arrival. */
  pointed: boolean
  /** Focused: the focus goes to the widget's trigger (its index among the widget's focusable elements). */
  focus: number | null
}

const NOTHING: Arrival = { open: false, shown: false, pointed: false, focus: null }
const FOCUSABLE = 'button, a[href], [tabindex]'
const focusablesIn = (id: string) => [...(document.querySelector(`[data-first-use="${id}"]`)?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? [])]
let widgets: Widgets | null = null
/** Arrived, not yet drawn: a press is under way. */
let arrived: Widgets | null = null
let loading: Promise<void> | null = null
let pressing = false
const listeners = new Set<() => void>()
/** The triggers in use while the widgets are on their way, by id. */
const using = new Map<string, { open: boolean; pointer: boolean; focus: boolean }>()
const arrivals = new Map<string, Arrival>()

/** Every trigger becomes its widget, once the widgets are here and no press is under way. */
function swap() {
  if (!arrived || widgets || pressing) return
  for (const [id, use] of using) {
    const index = use.focus ? focusablesIn(id).indexOf(document.activeElement as HTMLElement) : -1
    arrivals.set(id, { open: use.open, shown: use.pointer || use.focus, pointed: use.pointer, focus: index >= 0 ? index : null })
  }
  using.clear()
  widgets = arrived
  for (const listener of listeners) listener()
}

// A press starts with the pointer down or Space down, and ends with its release: the click it makes is
// dispatched in the release's own task, so the swap waits one task more (a touch's click can come a
// little later: it waits for the click). Listened to from the start, since a touch can press a trigger
// before anything else has fetched the widgets.
const SETTLE_AFTER_TOUCH = 500
let touchWait: ReturnType<typeof setTimeout> | undefined
function pressEnds() {
  clearTimeout(touchWait)
  pressing = false
  setTimeout(swap)
}
if (typeof document !== 'undefined') {
  const options = { capture: true, passive: true }
  document.addEventListener('pointerdown', () => (pressing = true), options)
  document.addEventListener(
    'pointerup',
    (e) => (e.pointerType === 'touch' ? (touchWait = setTimeout(pressEnds, SETTLE_AFTER_TOUCH)) : pressEnds()),
    options,
  )
  document.addEventListener('pointercancel', pressEnds, options)
  document.addEventListener('click', () => pressing && pressEnds(), options)
  document.addEventListener('keydown', (e) => e.key === ' ' && (pressing = true), options)
  document.addEventListener('keyup', (e) => e.key === ' ' && pressEnds(), options)
  window.addEventListener('blur', () => pressing && pressEnds())
}

/** Fetches the widgets (once); every trigger becomes its widget when they arrive. */
export function loadWidgets() {
  loading ??= import('./widgets').then(({ widgets: fetched }) => {
    arrived = fetched
    swap()
  })
  // Not fetched (offline, a new build deployed): the next use tries again; the triggers stay as they are.
  loading.catch(() => (loading = null))
  return loading
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

function note(id: string, change: Partial<{ open: boolean; pointer: boolean; focus: boolean }>) {
  using.set(id, { open: false, pointer: false, focus: false, ...using.get(id), ...change })
  void loadWidgets()
}

const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp'])

/** The handlers of a trigger drawn before the widgets are here. */
const triggerHandlers = (id: string) => ({
  onPointerEnter: () => note(id, { pointer: true }),
  onPointerLeave: () => note(id, { pointer: false }),
  onFocus: () => note(id, { focus: true }),
  onBlur: () => note(id, { focus: false }),
  onClick: () => note(id, { open: true }),
  onKeyDown: (e: KeyboardEvent) => OPENING_KEYS.has(e.key) && note(id, { open: true }),
})

function Arrived({ id, render }: { id: string; render: (w: Widgets, arrival: Arrival) => ReactNode }) {
  const [arrival] = useState(() => arrivals.get(id) ?? NOTHING)
  const [w] = useState(widgets!)
  useEffect(() => {
    arrivals.delete(id)
    // The trigger the focus was on has been replaced by the widget's: the focus goes to the new one.
    const active = document.activeElement
    if (arrival.focus !== null && (!active || active === document.body)) focusablesIn(id)[arrival.focus]?.focus()
  }, [arrival, id])
  return render(w, arrival)
}

/**
 * A shell widget drawn first as its trigger (`children`, plain Fluent buttons) and, from the first use
 * of any trigger on, as `render` gives it with the fetched widgets.
 */
export function FirstUse({ id, children, render }: { id: string; children: ReactNode; render: (w: Widgets, arrival: Arrival) => ReactNode }) {
  const here = useSyncExternalStore(subscribe, () => widgets !== null)
  return (
    <span data-first-use={id} style={{ display: 'contents' }} {...(here ? {} : triggerHandlers(id))}>
      {here ? <Arrived id={id} render={render} /> : children}
    </span>
  )
}
