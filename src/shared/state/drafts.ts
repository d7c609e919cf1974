// Unsaved form input kept for its owner (shell §4 re-login promise; issue 22): in the tab's
// sessionStorage, keyed by user, organisation, resource and object, never holding a secret (the form
// engine leaves them out). An explicit logout clears every draft, and so does a different user signing
// in within the same tab: nothing one user typed is ever shown to another.
const PREFIX = 'formDraft:'
const OWNER = 'formDraftOwner'

export interface Draft {
  values: Record<string, unknown>
  /** What the object was when the draft began (update forms): its date_updated and form values. */
  base?: { dateUpdated?: string; fingerprint?: string }
}

export interface DraftKey {
  user: string
  org: string
  /** The resource's key or the form's own name. */
  form: string
  /** The object's id, or 'new'. */
  object: string
}

const keyOf = (k: DraftKey) => PREFIX + [k.user, k.org, k.form, k.object].map(encodeURIComponent).join(':')

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage
  } catch {
    return null
  }
}

export function saveDraft(key: DraftKey, draft: Draft) {
  try {
    storage()?.setItem(keyOf(key), JSON.stringify(draft))
  } catch {
    // Storage full or disabled: a draft is a convenience only.
  }
}

export function readDraft(key: DraftKey): Draft | null {
  try {
    const raw = storage()?.getItem(keyOf(key))
    return raw ? (JSON.parse(raw) as Draft) : null
  } catch {
    return null
  }
}

export const clearDraft = (key: DraftKey) => storage()?.removeItem(keyOf(key))

/** Every draft of the tab, whoever owns it (logout). */
export function clearAllDrafts() {
  const store = storage()
  if (!store) return
  const keys: string[] = []
  for (let i = 0; i < store.length; i++) {
    const k = store.key(i)
    if (k?.startsWith(PREFIX)) keys.push(k)
  }
  keys.forEach((k) => store.removeItem(k))
  store.removeItem(OWNER)
}

/** The signed-in user of the tab: another one than the drafts' owner clears them all first. */
export function claimDrafts(user: string) {
  const store = storage()
  if (!store) return
  if (store.getItem(OWNER) !== user) {
    clearAllDrafts()
    store.setItem(OWNER, user)
  }
}
