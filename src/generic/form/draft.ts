// A form's draft (issue 22, shell §4 re-login promise): the unsaved input of one user, in one
// organisation, on one object (src/shared/state/drafts.ts stores it). Secrets are never kept. A draft
// of an object that has changed since the draft began (its date_updated or its values) is offered
// with a notice and applied only when the user asks; otherwise it comes back as it was left.
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import { orgState } from '@/shared/state/org'
import { sessionState } from '@/shared/state/session'
import { clearDraft, readDraft, saveDraft, type Draft, type DraftKey } from '@/shared/state/drafts'
import { draftable, formValues, type FieldModel } from './field-model'

type Values = Record<string, unknown>

/** What identifies the object's state: its date_updated and its values as the form shows them, secrets apart. */
export function baseOf(models: readonly FieldModel[], object: Values | undefined): NonNullable<Draft['base']> | undefined {
  if (!object) return undefined
  const values = draftable(models, formValues(models, object))
  const sorted = Object.fromEntries(Object.keys(values).sort().map((k) => [k, values[k]]))
  return { dateUpdated: typeof object.date_updated === 'string' ? object.date_updated : undefined, fingerprint: JSON.stringify(sorted) }
}

/** The object has changed between two of its states (either its date_updated or its values differ). */
export const changedSince = (then: Draft['base'], now: Draft['base']) => Boolean(then && now && (then.dateUpdated !== now.dateUpdated || then.fingerprint !== now.fingerprint))

export type DraftState = { kind: 'none' } | { kind: 'restored'; values: Values } | { kind: 'stale'; values: Values }

/** The draft slot of this form for the signed-in user in the current organisation. */
export function useDraftKey(form: string, object: string | undefined): DraftKey | null {
  const { profile } = useSnapshot(sessionState)
  const { current } = useSnapshot(orgState)
  return useMemo(() => (profile ? { user: profile.id, org: current?.id ?? '', form, object: object ?? 'new' } : null), [profile, current, form, object])
}

/** The draft found when the form opens: none, one to restore, or one of an object changed since. */
export function findDraft(key: DraftKey | null, models: readonly FieldModel[], object: Values | undefined): DraftState {
  const draft = key ? readDraft(key) : null
  if (!draft) return { kind: 'none' }
  const values = draftable(models, draft.values)
  return object && changedSince(draft.base, baseOf(models, object)) ? { kind: 'stale', values } : { kind: 'restored', values }
}

export function keepDraft(key: DraftKey | null, models: readonly FieldModel[], values: Values, base: Draft['base']) {
  if (key) saveDraft(key, { values: draftable(models, values), base })
}

export function dropDraft(key: DraftKey | null) {
  if (key) clearDraft(key)
}
