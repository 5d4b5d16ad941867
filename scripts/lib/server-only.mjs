// Scripts (start, seed, migrations, payload's CLI) are server processes: they may load modules
// marked `import 'server-only'`, as Next's server bundles do. The package throws outside React's
// server condition, so this resolve hook answers it with the package's own empty module.
// Loaded with `node --import ./scripts/lib/server-only.mjs` (package.json scripts, TASK_RUNNER).
import { register } from 'node:module'

const empty = new URL('../../node_modules/server-only/empty.js', import.meta.url).href

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: ${JSON.stringify(empty)}, shortCircuit: true }
        return next(specifier, context)
      }`,
    ),
)

// Payload's dependency check (outside production) wants every @payloadcms package at payload's
// own version; @payloadcms/storage-s3 is published up to 3.90.1 and runs on payload 3.90.2 by
// package.json's overrides (ADR 0032). The check is off here, in `npm run dev` and in the tests.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'
