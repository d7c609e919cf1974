// Reads cucumber's message output (NDJSON envelopes) into one result per scenario run.

export type ScenarioStatus = 'passed' | 'failed'

export interface ScenarioResult {
  /** The run it came from (api, ui, backend, demo: the report file's name). */
  run: string
  name: string
  uri: string
  tags: string[]
  status: ScenarioStatus
  /** The first failing step's message, for the report. */
  message?: string
}

interface Envelope {
  pickle?: { id: string; uri: string; name: string; tags: { name: string }[] }
  testCase?: { id: string; pickleId: string }
  testCaseStarted?: { id: string; testCaseId: string }
  testStepFinished?: { testCaseStartedId: string; testStepResult: { status: string; message?: string } }
  testCaseFinished?: { testCaseStartedId: string; willBeRetried?: boolean }
}

/**
 * Only a finished attempt whose steps all passed counts as passed: failed, undefined, pending,
 * ambiguous, skipped and unfinished scenarios all count as failed, so nothing is green by omission.
 */
export function readScenarioResults(ndjson: string, run: string): ScenarioResult[] {
  const pickles = new Map<string, NonNullable<Envelope['pickle']>>()
  const pickleOfCase = new Map<string, string>()
  const attempts = new Map<string, { pickleId: string; steps: { status: string; message?: string }[] }>()
  const final = new Map<string, { steps: { status: string; message?: string }[]; finished: boolean }>()

  for (const [index, line] of ndjson.split('\n').entries()) {
    if (!line.trim()) continue
    let envelope: Envelope
    try {
      envelope = JSON.parse(line) as Envelope
    } catch {
      throw new Error(`line ${index + 1} is not a cucumber message (is a run still writing the file, or was it cut short?)`)
    }
    if (envelope.pickle) pickles.set(envelope.pickle.id, envelope.pickle)
    if (envelope.testCase) pickleOfCase.set(envelope.testCase.id, envelope.testCase.pickleId)
    if (envelope.testCaseStarted) {
      const pickleId = pickleOfCase.get(envelope.testCaseStarted.testCaseId) ?? ''
      attempts.set(envelope.testCaseStarted.id, { pickleId, steps: [] })
      if (!final.has(pickleId)) final.set(pickleId, { steps: [], finished: false })
    }
    if (envelope.testStepFinished) attempts.get(envelope.testStepFinished.testCaseStartedId)?.steps.push(envelope.testStepFinished.testStepResult)
    if (envelope.testCaseFinished && !envelope.testCaseFinished.willBeRetried) {
      const attempt = attempts.get(envelope.testCaseFinished.testCaseStartedId)
      if (attempt) final.set(attempt.pickleId, { steps: attempt.steps, finished: true })
    }
  }

  // Cucumber emits a pickle for every scenario it parsed; only those with a test case were selected to run.
  const selected = new Set(pickleOfCase.values())
  return [...pickles.values()].filter((pickle) => selected.has(pickle.id)).map((pickle) => {
    const outcome = final.get(pickle.id)
    const bad = outcome?.steps.find((step) => step.status !== 'PASSED')
    const passed = !!outcome?.finished && outcome.steps.length > 0 && !bad
    const message = !outcome ? 'never ran' : !outcome.finished ? 'did not finish' : bad ? `${bad.status}${bad.message ? `: ${bad.message}` : ''}` : undefined
    return { run, name: pickle.name, uri: pickle.uri, tags: pickle.tags.map((t) => t.name), status: passed ? 'passed' : 'failed', message }
  })
}
