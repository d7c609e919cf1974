import { parseArgs } from 'node:util'

// The command line of `npm start` / `npm run mock-server` (README "Scripts"): --port wins, else the
// PORT environment variable, else 5173; 0 asks the system for a free port.
export const DEFAULT_PORT = 5173

export interface ServerArgs {
  port: number
  host: string
  dev: boolean
  distDir: string
  scale?: number
}

export function serverArgs(argv: string[], env: Record<string, string | undefined>): ServerArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      port: { type: 'string' },
      host: { type: 'string', default: '127.0.0.1' },
      dev: { type: 'boolean', default: false },
      dist: { type: 'string', default: 'dist' },
      scale: { type: 'string' },
    },
  })
  const raw = values.port ?? (env.PORT || undefined) ?? String(DEFAULT_PORT)
  const port = Number(raw)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`not a port: ${raw}`)
  return {
    port,
    host: values.host!,
    dev: values.dev!,
    distDir: values.dist!,
    scale: values.scale ? Number(values.scale) : undefined,
  }
}
