// The answer of a settings test call, shown in the page (shell §8: no generic flash for the mail and
// LDAP tests). Server text is rendered as text.
import { MessageBar, MessageBarBody } from '@fluentui/react-components'
import { answerText } from '../api/settings'
import { errorResponse } from '@/shared/api/error-body'

export type TestResult = { ok: boolean; text: string } | null

export function TestResultBar({ result, label }: { result: TestResult; label: string }) {
  if (!result) return null
  return (
    <MessageBar intent={result.ok ? 'success' : 'error'} role="status" aria-label={label}>
      <MessageBarBody>{result.text}</MessageBarBody>
    </MessageBar>
  )
}

/** Runs a test call and turns its answer, or its error body, into a result. */
export async function runTest(call: () => Promise<unknown>): Promise<TestResult> {
  try {
    return { ok: true, text: answerText(await call()) }
  } catch (error) {
    const response = errorResponse(error)
    return { ok: false, text: answerText(response?.data) || String(response?.status ?? error) }
  }
}
