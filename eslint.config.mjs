import { createRequire } from 'node:module'

import boundaries from 'eslint-plugin-boundaries'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const require = createRequire(import.meta.url)

/*
 * Import direction (ARCHITECTURE.md, "Layout: a house of vertical slices"), enforced with
 * eslint-plugin-boundaries v7 (`boundaries/dependencies`, default disallow, then allow).
 * Policies are evaluated in order and the LAST one that matches a dependency decides it; its
 * `message` is what ESLint prints. So each layer below has: a catch-all `disallow` (the layer's
 * message), its `allow`s, then the named directions it must never take (their own messages).
 * Only src/** is classified: scripts/** and tests/** may import anything.
 */

// Elements are folders (patterns from the repo root); single files are classified with file
// categories below.
const ELEMENTS = [
  { type: 'app', pattern: 'src/app', partialMatch: false },
  { type: 'feature', pattern: 'src/features/*', capture: ['slice'], partialMatch: false },
  { type: 'cms', pattern: 'src/cms', partialMatch: false },
  { type: 'integrations', pattern: 'src/integrations/*', capture: ['svc'], partialMatch: false },
  { type: 'components', pattern: 'src/components', partialMatch: false },
  { type: 'lib', pattern: 'src/lib', partialMatch: false },
  { type: 'seed', pattern: 'src/seed', partialMatch: false },
]
const FILES = [
  { category: 'app', pattern: ['src/instrumentation.ts', 'src/proxy.ts'] },
  { category: 'root', pattern: ['src/payload.config.ts', 'src/payload-client.ts'] },
  { category: 'payload-client', pattern: 'src/payload-client.ts' },
  // A slice's readers: cached reads for pages and layouts (nothing passes them a Payload instance).
  {
    category: 'reader',
    pattern: [
      'src/features/*/queries.ts',
      'src/features/calculator/fuel-prices/queries.ts',
      'src/features/content/post-queries.ts',
      'src/features/content/post/site-index.ts',
      'src/features/accounts/server/guard.ts',
      'src/features/calculator/server/member-summaries.ts',
    ],
  },
  { category: 'types', pattern: 'src/payload-types.ts' },
  { category: 'ui', pattern: 'src/**/*.tsx' },
]

// Selectors (an array means "any of").
const APP = [{ element: { type: 'app' } }, { file: { categories: 'app' } }]
const ROOT = { file: { categories: 'root' } }
const PAYLOAD_CLIENT = { file: { categories: 'payload-client' } }
const READER = { element: { type: 'feature' }, file: { categories: 'reader' } }
const TYPES = { file: { categories: 'types' } }
const FEATURE = { element: { type: 'feature' } }
const CMS = { element: { type: 'cms' } }
const INTEGRATIONS = { element: { type: 'integrations' } }
const COMPONENTS = { element: { type: 'components' } }
const LIB = { element: { type: 'lib' } }
const SEED = { element: { type: 'seed' } }
const ANY_LOCAL = { module: { origin: 'local' } }
// A slice's public entry: src/features/<slice>/index.ts (pure), queries.ts (readers) or
// components/index.ts (the components other slices render); everything else is its insides.
const SLICE_ENTRY = { element: { type: 'feature', fileInternalPath: '{index,queries,components/index}.ts' } }
const SAME_SLICE = { element: { type: 'feature', captured: { slice: '{{ from.element.captured.slice }}' } } }
const OTHER_SLICE_INSIDES = {
  element: {
    type: 'feature',
    captured: { slice: '!{{ from.element.captured.slice }}' },
    fileInternalPath: '!{index,queries,components/index}.ts',
  },
}
const UI = [
  COMPONENTS,
  { element: { type: 'feature' }, file: { categories: 'ui' } },
  { element: { type: 'app' }, file: { categories: 'ui' } },
]

// Vendor SDKs: UI (src/components/**, any *.tsx in a slice or in app) never imports one of these.
const VENDOR_SDKS = [
  'stripe',
  'nodemailer',
  '@payloadcms/email-nodemailer',
  'pg',
  '@libsql/client',
  'sharp',
  '@redis/client',
  '@fortedigital/nextjs-cache-handler',
  '@aws-sdk/client-s3',
  '@payloadcms/storage-s3',
]
// Of those, these live behind src/integrations/** only (no exceptions: Payload's nodemailer
// adapter is src/integrations/email/payload-adapter.ts, the S3 storage plugin src/integrations/s3; Next loads the Redis cache handler from
// src/integrations/redis through next.config.ts).
const INTEGRATION_ONLY_SDKS = [
  'nodemailer',
  'stripe',
  '@payloadcms/email-nodemailer',
  '@redis/client',
  '@fortedigital/nextjs-cache-handler',
  '@aws-sdk/client-s3',
  '@payloadcms/storage-s3',
]

// cms, integrations, components and lib sit below the slices: never a feature, app or the root.
// `who` opens each message ("cms is the shared kernel: it"), `fix` says what to do instead.
const sharedLayerMustNot = (from, who, fix) => [
  {
    from,
    disallow: { to: FEATURE },
    message: `${who} must not import a feature (features/{{ to.element.captured.slice }}); ${fix}.`,
  },
  {
    from,
    disallow: { to: APP },
    message: `${who} must not import app (routes sit on top of everything); move the shared code down or into a slice.`,
  },
  {
    from,
    disallow: { to: ROOT },
    message: `${who} must not import the composition root (payload.config.ts, payload-client.ts); take the Payload instance as an argument (req.payload in hooks, jobs and endpoints).`,
  },
]

const importDirectionPolicies = [
  // Packages (node_modules) and Node built-ins are fine by default; vendor SDKs are narrowed at the end.
  { allow: { to: { module: { origin: ['external', 'core'] } } } },

  // app (routes, instrumentation.ts): may import anything in src, except seed (refused for all below).
  { from: APP, allow: { to: ANY_LOCAL } },

  // root (payload.config.ts, payload-client.ts): only assembles what the slices export for Payload.
  {
    from: ROOT,
    disallow: { to: ANY_LOCAL },
    message:
      'The composition root (payload.config.ts, payload-client.ts) may import only a slice’s payload.ts, cms, integrations, lib and payload-types.',
  },
  {
    from: ROOT,
    allow: {
      to: [{ element: { type: 'feature', fileInternalPath: 'payload.ts' } }, CMS, INTEGRATIONS, LIB, TYPES, ROOT],
    },
  },
  {
    from: ROOT,
    disallow: { to: { element: { type: 'feature', fileInternalPath: '!payload.ts' } } },
    message:
      'The composition root takes only what a slice exports for Payload: import "@/features/{{ to.element.captured.slice }}/payload", not {{ to.element.fileInternalPath }}.',
  },

  // feature: cms, integrations, components, lib, payload-types, its own slice, another slice's public entry.
  {
    from: FEATURE,
    disallow: { to: ANY_LOCAL },
    message:
      'A slice (features/{{ from.element.captured.slice }}) may import only cms, integrations, components, lib, payload-types, its own files and another slice’s index.ts or queries.ts.',
  },
  {
    from: FEATURE,
    allow: {
      to: [CMS, INTEGRATIONS, COMPONENTS, LIB, TYPES, SAME_SLICE, SLICE_ENTRY],
    },
  },
  // getPayloadClient (src/payload-client.ts) imports the config, which imports every slice's
  // payload.ts: a handler, hook, job or endpoint that imported it would close an import cycle
  // (ADR 0034). They take the Payload instance as an argument instead; only a slice's readers
  // (the READER files above: cached reads for pages) get it themselves.
  {
    from: FEATURE,
    disallow: { to: PAYLOAD_CLIENT },
    message:
      'Only app and a slice’s readers (queries.ts and the files listed as readers in eslint.config.mjs) call getPayloadClient: take the Payload instance as an argument (the route passes getPayloadClient(); endpoints, hooks and jobs pass req.payload).',
  },
  { from: READER, allow: { to: PAYLOAD_CLIENT } },
  {
    from: FEATURE,
    disallow: { to: APP },
    message:
      'A slice must never import app: routes are thin and sit on top. Move the code into the slice (or lib) and import it from the route.',
  },
  {
    from: FEATURE,
    disallow: { to: OTHER_SLICE_INSIDES },
    message:
      'features/{{ from.element.captured.slice }} may use another slice only through its public index.ts, queries.ts or components/index.ts, not features/{{ to.element.captured.slice }}/{{ to.element.fileInternalPath }}: export what you need from that entry.',
  },
  {
    from: FEATURE,
    disallow: { to: { file: { categories: { allOf: ['root'], noneOf: ['payload-client'] } } } },
    message:
      'A slice must not import the Payload config: take the Payload instance as an argument (req.payload, or from the route).',
  },

  // cms: the shared Payload kernel (access, fields, hooks, db): lib, components, payload-types.
  {
    from: CMS,
    disallow: { to: ANY_LOCAL },
    message: 'cms is the shared Payload kernel: it may import only lib, components and payload-types.',
  },
  { from: CMS, allow: { to: [LIB, COMPONENTS, TYPES] } },
  ...sharedLayerMustNot(CMS, 'cms is the shared kernel: it', 'move the code into the slice or pass it in'),

  // integrations/<svc>: typed functions over one outside service: lib, payload-types and its own folder.
  {
    from: INTEGRATIONS,
    disallow: { to: ANY_LOCAL },
    message:
      'integrations/{{ from.element.captured.svc }} wraps one outside service: it may import only lib, payload-types and its own folder (no cms, components, features or other integrations).',
  },
  { from: INTEGRATIONS, allow: { to: [LIB, TYPES] } },
  ...sharedLayerMustNot(
    INTEGRATIONS,
    'integrations/{{ from.element.captured.svc }} wraps one outside service: it',
    'no product copy or feature code here: let the slice pass what it needs as arguments',
  ),

  // components: shared UI primitives and layout: lib, payload-types and other components.
  {
    from: COMPONENTS,
    disallow: { to: ANY_LOCAL },
    message: 'components are shared UI: they may import only lib, payload-types and other components.',
  },
  { from: COMPONENTS, allow: { to: [LIB, TYPES] } },
  ...sharedLayerMustNot(
    COMPONENTS,
    'components are shared UI: they',
    'move the component into the slice or pass the data in as props',
  ),

  // lib: leaf utilities (env, logger, cache tags…): only payload-types and lib itself.
  {
    from: LIB,
    disallow: { to: ANY_LOCAL },
    message: 'lib is the bottom layer: it may import only payload-types and lib.',
  },
  { from: LIB, allow: { to: TYPES } },
  ...sharedLayerMustNot(LIB, 'lib is the bottom layer: it', 'move the code into the slice or pass it in'),

  // seed: demo content, run by scripts/seed.ts: cms, lib and payload-types; nothing imports it.
  {
    from: SEED,
    disallow: { to: ANY_LOCAL },
    message: 'seed (demo content) may import only cms, lib and payload-types.',
  },
  { from: SEED, allow: { to: [CMS, LIB, TYPES] } },
  // Nobody in src imports seed (app included); seed's own files are one element, so not affected.
  {
    disallow: { to: SEED },
    message: 'Nothing in src imports seed: demo content is loaded by scripts/seed.ts (npm run seed), never by the app.',
  },

  // Mail and payment SDKs live behind src/integrations/** only.
  {
    from: [...APP, ROOT, FEATURE, CMS, COMPONENTS, LIB, SEED],
    disallow: { to: { module: { source: INTEGRATION_ONLY_SDKS } } },
    message:
      '{{ to.module.source }} is a vendor SDK: only src/integrations/** may import it; call the typed function in src/integrations/<svc> instead.',
  },
  // UI never imports a vendor SDK.
  {
    from: UI,
    disallow: { to: { module: { source: VENDOR_SDKS } } },
    message:
      'UI never imports a vendor SDK ({{ to.module.source }}): call server code in the slice that goes through src/integrations/<svc>.',
  },
]

const config = [
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['src/**/*.{js,jsx,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { boundaries },
    settings: {
      // Same key as eslint-config-next's TypeScript resolver, so this merges into it (no second
      // resolver): resolves "@/*" and "@payload-config" from tsconfig.json, and relative imports.
      'import/resolver': {
        [require.resolve('eslint-import-resolver-typescript')]: {
          alwaysTryTypes: true,
          project: `${import.meta.dirname}/tsconfig.json`,
        },
      },
      'boundaries/root-path': import.meta.dirname,
      'boundaries/include': ['src/**'],
      'boundaries/ignore': ['src/migrations/**'],
      'boundaries/elements': ELEMENTS,
      'boundaries/files': FILES,
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        // checkAllOrigins: packages are checked too (vendor SDK policies). checkUnknownLocals: an
        // import of a src file that fits no element is refused too (there are none today).
        { default: 'disallow', checkAllOrigins: true, checkUnknownLocals: true, policies: importDirectionPolicies },
      ],
      // Every file in src must fit an element or file category above, or it would escape the rules.
      'boundaries/no-unknown-files': 'error',
    },
  },
  {
    ignores: [
      '.next/',
      'node_modules/',
      'src/payload-types.ts',
      'src/app/(payload)/admin/importMap.js',
      'src/migrations/',
      'test-results/',
      'playwright-report/',
      'next-env.d.ts',
    ],
  },
]

export default config
