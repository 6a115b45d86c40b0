/**
 * Module boundaries (STYLE.md 9.4): services never reach into each other, libs never reach into apps,
 * and nothing is circular. @mail/* imports are resolved through tsconfig.json paths to apps/<x>/src and
 * libs/<x>/src, so every rule below matches repository paths, never node_modules/@mail/*.
 *
 *   npx depcruise apps libs test --config .dependency-cruiser.cjs
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cross-app-imports',
      severity: 'error',
      comment:
        'An app must not import another app: cross-service data travels as bus requests or events, and contracts live in libs/contracts. ' +
        'Only apps/suite composes the other apps (it imports their public @mail/<app> entry points).',
      from: { path: '^apps/([^/]+)/', pathNot: '^apps/(suite|[^/]+/test)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'service-tests-compose-public-entry-points',
      severity: 'error',
      comment: "A service's integration tests may boot another service beside it (as the suite does), through its public @mail/<app> entry point only.",
      from: { path: '^apps/([^/]+)/test/' },
      to: { path: '^apps/', pathNot: '^apps/($1/|[^/]+/src/index\\.ts$)' },
    },
    {
      name: 'suite-uses-public-entry-points',
      severity: 'warn',
      comment: 'apps/suite composes the other apps through their src/index.ts (the @mail/<app> package), not their internals.',
      from: { path: '^apps/suite/' },
      to: { path: '^apps/(?!suite/)[^/]+/src/', pathNot: '^apps/[^/]+/src/index\\.ts$' },
    },
    {
      name: 'no-lib-imports-app',
      severity: 'error',
      comment: 'libs/* are shared by every app and must not depend on any of them.',
      from: { path: '^libs/' },
      to: { path: '^apps/' },
    },
    {
      name: 'contracts-is-a-leaf',
      severity: 'error',
      comment: 'libs/contracts is imported by everything (edge, services, clients); it must not pull in transports, the database or config.',
      from: { path: '^libs/contracts/' },
      to: { path: '^(libs/(?!contracts/)|apps/)' },
    },
    {
      name: 'layers-repository-is-a-leaf',
      severity: 'error',
      comment:
        'Inside a service, layers point one way: handler → service → repository (docs/adding-a-command.md). ' +
        'A repository or query only queries: it never imports a handler or a service.',
      from: { path: '^apps/[^/]+/src/.+\\.(repository|query)\\.ts$' },
      to: { path: '\\.(handler|service)\\.ts$' },
    },
    {
      name: 'layers-service-not-to-handler',
      severity: 'error',
      comment: 'A service never imports a handler: handlers are the transport edge of a slice and call services, not the other way.',
      from: { path: '^apps/[^/]+/src/.+\\.service\\.ts$' },
      to: { path: '\\.handler\\.ts$' },
    },
    {
      name: 'layers-nothing-imports-a-handler',
      severity: 'error',
      comment: 'A handler is wired by its module only; no other file depends on it.',
      from: { path: '^apps/[^/]+/src/', pathNot: '\\.(module|spec)\\.ts$|^apps/[^/]+/src/index\\.ts$' },
      to: { path: '\\.handler\\.ts$' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Circular imports break Nest module initialisation order and make units impossible to test alone.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that cannot be resolved: a missing dependency or a typo.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'not-to-spec',
      severity: 'error',
      comment: 'Production code must not import test files.',
      from: { pathNot: '\\.(spec|int-spec|e2e-spec)\\.ts$' },
      to: { path: '\\.(spec|int-spec|e2e-spec)\\.ts$' },
    },
    {
      name: 'not-to-dev-dep',
      severity: 'error',
      comment: 'Runtime code must not import devDependencies: the production image prunes them (deploy/Dockerfile).',
      from: { path: '^(apps|libs)/[^/]+/src/', pathNot: ['\\.(spec|int-spec|e2e-spec)\\.ts$', '^libs/testing/'] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|coverage|\\.data)/' },
    preserveSymlinks: false,
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.json', '.d.ts'],
      mainFields: ['types', 'main'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
