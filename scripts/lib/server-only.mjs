// Scripts (start, seed, migrations, payload's CLI) are server processes: they may load modules
// marked `import 'server-only'`, as Next's server bundles do. The package itself throws outside
// React's server condition, so this resolve hook answers it with an empty module.
// Loaded with `node --import ./scripts/lib/server-only.mjs` (package.json scripts, TASK_RUNNER).
import { register } from 'node:module'

register(
  'data:text/javascript,' +
    encodeURIComponent(
      `export async function resolve(specifier, context, next) {
        if (specifier === 'server-only') return { url: 'data:text/javascript,', shortCircuit: true }
        return next(specifier, context)
      }`,
    ),
)
