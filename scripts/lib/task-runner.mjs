/**
 * Node flags for a TypeScript task process, the same as the npm scripts use (see load-payload.ts):
 * production export conditions, the tsx loader and the server-only resolve hook. Plain JavaScript
 * so that scripts/serve.mjs, which runs without a TypeScript loader, can use it too.
 */
export const TASK_RUNNER = Object.freeze([
  '--no-deprecation',
  '--conditions=production',
  '--import',
  'tsx',
  '--import',
  './scripts/lib/server-only.mjs',
])
