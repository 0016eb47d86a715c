/**
 * The layers of `src/`, top to bottom, and the rules that keep imports flowing down
 * (docs/architecture.md). `npm run check:layers` (and `npm test`) fails on any violation.
 *
 * A layer may import the layers below it and never one above; folders of one layer may import each
 * other one way only (no two folders import each other, at any depth).
 */
const LAYERS = [
  {
    name: 'entry',
    what: 'routes and route handlers, the custom server, instrumentation, the locale proxy',
    path: '^src/(app|server)/|^src/(server|instrumentation|proxy)\\.ts$',
  },
  { name: 'components', what: 'UI pieces (server and client halves)', path: '^src/components/' },
  {
    name: 'access',
    what: 'what pages and the API read: data access, SEO files, the GraphQL server',
    path: '^src/(data|seo|graphql)/',
  },
  { name: 'cms', what: 'Payload: collections, globals, hooks, jobs, seed', path: '^src/cms/' },
  {
    name: 'domain',
    what: 'search, callbacks, alerts, event registrations, events, sign-in rules, limits, headers, languages, request logs and metrics, the GraphQL client, browser-only helpers',
    path: '^src/(search|callback|alerts|registration|events|auth|rate-limits|security|observability|i18n|graphql-client|browser)/',
  },
  { name: 'lib', what: 'pure helpers that run anywhere', path: '^src/lib/' },
  {
    name: 'config',
    what: 'constants, environment, generated types',
    path: '^src/config/',
  },
]

/** Each layer may not import any layer above it. */
const layerRules = LAYERS.slice(1).map((layer, index) => ({
  name: `layer-${layer.name}-imports-down-only`,
  comment: `${layer.name} (${layer.what}) may not import ${LAYERS.slice(0, index + 1)
    .map((above) => above.name)
    .join(', ')}: move the shared piece down instead`,
  severity: 'error',
  from: { path: layer.path },
  to: { path: LAYERS.slice(0, index + 1).map((above) => above.path) },
}))

/** Code that runs on the server only: it never imports browser-only helpers. */
const SERVER_ONLY =
  '^src/(server|data|seo|graphql|cms|search|callback|alerts|registration|events|auth|rate-limits|security|observability)/|^src/(server|instrumentation)\\.ts$'

module.exports = {
  forbidden: [
    ...layerRules,
    {
      name: 'no-folders-importing-each-other',
      comment:
        'two folders import each other: one of them must give way (move the shared piece down)',
      severity: 'error',
      scope: 'folder',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-circular-modules',
      comment: 'a module imports itself through others',
      severity: 'error',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'lib-runs-anywhere',
      comment:
        'src/lib is code that runs in the browser and on the server: no Node built-ins, no server-only or client-only, no browser or server folders',
      severity: 'error',
      from: { path: '^src/lib/', pathNot: '\\.test\\.ts$' },
      to: {
        path: ['^src/(browser|server)/', '^(server-only|client-only)$'],
      },
    },
    {
      name: 'no-node-builtins-where-browsers-run',
      comment: 'src/lib and src/browser run in the browser: no Node built-in modules',
      severity: 'error',
      from: { path: '^src/(lib|browser)/', pathNot: '\\.test\\.ts$' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'browser-code-stays-in-the-browser',
      comment: 'server code never imports browser-only helpers (src/browser)',
      severity: 'error',
      from: { path: SERVER_ONLY },
      to: { path: '^src/browser/' },
    },
    {
      name: 'browser-code-has-no-server-only',
      comment: 'browser-only helpers import no server-only module',
      severity: 'error',
      from: { path: '^src/browser/' },
      to: { path: ['^server-only$', SERVER_ONLY] },
    },
    {
      name: 'src-stands-alone',
      comment: 'the site never imports scripts or tests',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^(scripts|tests)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/app/\\(payload\\)/admin/importMap\\.js$', '\\.test\\.tsx?$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
}
