// The set-up both contract tests share (recorded.test.ts, labels.test.ts): the recording must be there (CI
// has it beside the checkout; a contract never passes silently without it), and the mock is seeded as of
// the recording's day and signed in as the super admin, as the recording was made.
import { beforeAll, expect, it } from 'vitest'
import { resetMock } from '../store/live-state'
import { signIn, type Client } from '../entry/test-client'
import { RECORDED_DIR, recordingPresent } from './recorded'

/** Inside a describe: the recording's presence as a test, then `signedIn` gets the admin's client. */
export function againstRecording(signedIn: (admin: Client) => void) {
  it(`finds the recording (${RECORDED_DIR})`, () => {
    expect(recordingPresent()).toBe(true)
  })

  beforeAll(async () => {
    resetMock({ now: Date.UTC(2022, 8, 1) })
    signedIn(await signIn('admin'))
  })
}
