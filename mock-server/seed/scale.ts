/** Staff members seeded when no scale is asked for (apart from the seed, so the harness reads it without loading the mock). */
export const DEFAULT_SCALE = 20
