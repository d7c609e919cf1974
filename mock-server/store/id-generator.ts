// Deterministic UUIDs for the seed: the same seed gives the same ids on every run.
export function createIdGenerator(namespace: number) {
  let counter = 0
  return () => {
    counter += 1
    const hex = (namespace.toString(16).padStart(8, '0') + counter.toString(16).padStart(24, '0')).slice(-32)
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20)}`
  }
}

export const randomId = () => crypto.randomUUID()

/** The next id of a table whose model keys on an AutoField (platforms, permissions, the m2m through tables): max + 1. */
export const nextIntegerId = (rows: readonly { id: string }[]) => String(rows.reduce((max, r) => Math.max(max, Number(r.id) || 0), 0) + 1)
