/**
 * No import cycles in src (ADR 0034), checked by `npm run lint` (dependency-cruiser; ESLint's
 * import/no-cycle took eight times ESLint's whole run). A cycle of imports that stay at run time is
 * refused; one closed only by `import type`/`export type` is erased by TypeScript and allowed.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment:
        'Import cycle: modules that import each other run in an order Node picks (an import can be undefined when first used). ' +
        'Break it: handlers take the Payload instance as an argument (req.payload in endpoints, hooks and jobs; ' +
        'routes in src/app pass getPayloadClient()), or move the shared part into a module both import.',
      from: { path: '^src/' },
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
  ],
  options: {
    doNotFollow: { path: ['node_modules'] },
    exclude: { path: ['^src/migrations/', '^src/payload-types\\.ts$', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    skipAnalysisNotInRules: true,
  },
}
