/**
 * Work a slice must finish before the database closes at shutdown (a buffer of counts to write):
 * registered by name (a second registration replaces the first), run by ./shutdown.ts's
 * closeDatabase before Payload closes. Kept on globalThis: the instance and the slices may live in
 * different bundles.
 */
type BeforeClose = () => Promise<void>

const HOOKS = Symbol.for('vanlife.before-close')

function hooks(): Map<string, BeforeClose> {
  const holder = globalThis as { [HOOKS]?: Map<string, BeforeClose> }
  return (holder[HOOKS] ??= new Map())
}

export function onBeforeClose(name: string, run: BeforeClose): void {
  hooks().set(name, run)
}

/** Runs every registered hook; a failing one does not stop the others (each logs its own failure). */
export async function runBeforeClose(): Promise<void> {
  await Promise.allSettled([...hooks().values()].map((run) => run()))
}
