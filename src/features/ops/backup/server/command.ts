/** Runs an outside program (pg_dump, pg_restore) and says what went wrong in one message. */
import 'server-only'

import { spawn } from 'node:child_process'

export type CommandOptions = {
  env?: NodeJS.ProcessEnv
  /** Named in errors instead of the arguments (which may hold a host). */ label?: string
}

/** Resolves when the program exits 0; otherwise rejects with its last lines of stderr. */
export function runCommand(program: string, args: readonly string[], options: CommandOptions = {}): Promise<void> {
  const label = options.label ?? program
  return new Promise((resolve, reject) => {
    let stderr = ''
    const child = spawn(program, args, { env: options.env ?? process.env, stdio: ['ignore', 'ignore', 'pipe'] })
    child.stderr.setEncoding('utf8')
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-4000)
    })
    child.on('error', (error: NodeJS.ErrnoException) => {
      reject(
        new Error(
          error.code === 'ENOENT'
            ? `${program} was not found: install the PostgreSQL client tools (a version at least the server's), e.g. apt-get install postgresql-client`
            : `${label} could not start: ${error.message}`,
        ),
      )
    })
    child.on('close', (code, signal) => {
      if (code === 0) return resolve()
      const detail = stderr.trim().split('\n').slice(-5).join('\n')
      reject(new Error(`${label} failed (${signal ?? `exit code ${code}`})${detail ? `: ${detail}` : ''}`))
    })
  })
}
