/**
 * Layer rules of the hexagon (docs/architecture.md), checked by
 * `npm run test:layers` and proven to bite by tests/arch/layers.test.ts. A rule that fails on new
 * code is a design conversation, not a rule to loosen.
 */

/** The only packages core may use: results, streams and codecs. Everything else is IO or a framework. */
const CORE_PACKAGES = ['neverthrow', 'rxjs', 'io-ts', 'fp-ts'];
/** contract/ is the wire format, written as codecs and nothing else. */
const CONTRACT_PACKAGES = ['io-ts', 'fp-ts'];

// Not anchored at the start: a symlinked node_modules resolves to a path outside the base folder.
const packagePaths = (names) => `(^|/)node_modules/(${names.join('|')})/`;

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'core-not-to-outer-layers',
      comment: 'core/ is the inside of the hexagon: it knows no adapter, UI, container, gateway or wire format.',
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '^(adapters|ui|composition|gateway|contract)/' },
    },
    {
      name: 'core-not-to-node-builtins',
      comment: 'core/ runs in the browser, the server and tests alike: no Node APIs (node:fs, node:crypto, ...).',
      severity: 'error',
      from: { path: '^core/' },
      to: { dependencyTypes: ['core'] },
    },
    {
      name: 'core-only-allowed-packages',
      comment: `core/ may use ${CORE_PACKAGES.join(', ')} only: no React, inversify, fastify, kysely or any other IO or framework package.`,
      severity: 'error',
      from: { path: '^core/' },
      to: { path: '(^|/)node_modules/', pathNot: packagePaths(CORE_PACKAGES) },
    },
    {
      name: 'core-not-to-unresolvable',
      comment: 'An import core/ cannot resolve could be any package: the allow-list above only works on resolved paths.',
      severity: 'error',
      from: { path: '^core/' },
      to: { couldNotResolve: true },
    },
    {
      name: 'adapters-not-to-ui-composition-gateway',
      comment: 'Adapters implement ports for one technology: they may use core/ and contract/, never the UI, the containers or the server.',
      severity: 'error',
      from: { path: '^adapters/' },
      to: { path: '^(ui|composition|gateway)/' },
    },
    {
      name: 'cli-not-to-adapters-ui-gateway',
      comment: 'The CLI is a driving adapter, like ui/: it drives use cases over core types, never a driven adapter, the server or the UI.',
      severity: 'error',
      from: { path: '^cli/' },
      to: { path: '^(adapters|ui|gateway)/' },
    },
    {
      name: 'cli-not-to-composition',
      comment: 'Commands receive their use cases (CliUseCases) from the launcher: no container, key or root inside cli/.',
      severity: 'error',
      from: { path: '^cli/', pathNot: '^cli/bin/' },
      to: { path: '^composition/' },
    },
    {
      name: 'cli-launcher-only-to-cli-root',
      comment: "The launcher (cli/bin/) hands runCli the CLI's composition entry (composition/cli/) and nothing else from composition.",
      severity: 'error',
      from: { path: '^cli/bin/' },
      to: { path: '^composition/', pathNot: '^composition/cli/' },
    },
    {
      name: 'ui-not-to-adapters-gateway',
      comment: 'The UI only calls use cases, through composition; never an adapter or the server.',
      severity: 'error',
      from: { path: '^ui/' },
      to: { path: '^(adapters|gateway)/' },
    },
    {
      name: 'ui-features-through-entry',
      comment:
        "A feature uses another feature only through that feature's public entry (ui/features/<name>/index.ts); shared parts live in ui/components, ui/hooks, ui/app, ui/i18n or ui/theme.",
      severity: 'error',
      from: { path: '^ui/features/([^/]+)/' },
      to: { path: '^ui/features/', pathNot: ['^ui/features/$1/', '^ui/features/[^/]+/index\\.ts$'] },
    },
    {
      name: 'ui-features-one-way',
      comment:
        'Two features never use each other (no cycle between feature folders): one of them composes the other, or a route or the layout composes both.',
      severity: 'error',
      scope: 'folder',
      from: { path: '^ui/features/[^/]+$' },
      to: { path: '^ui/features/[^/]+$', circular: true },
    },
    {
      name: 'ui-shared-not-to-features',
      comment: 'The shared UI layers (components, hooks, app, i18n, theme) sit below every feature; the layout and the routes above them.',
      severity: 'error',
      from: { path: '^ui/(components|hooks|app|i18n|theme)/' },
      to: { path: '^ui/(features|layout|routes)/' },
    },
    {
      name: 'gateway-not-to-ui-adapters-composition',
      comment: 'The gateway is the server side: it may use contract/ and pure core/ helpers, never the UI, client adapters or containers.',
      severity: 'error',
      from: { path: '^gateway/' },
      to: { path: '^(ui|adapters|composition)/' },
    },
    {
      name: 'contract-only-codecs',
      comment: `contract/ is the wire format as codecs: it imports other contract/ files and ${CONTRACT_PACKAGES.join(', ')} only.`,
      severity: 'error',
      from: { path: '^contract/' },
      to: { pathNot: `^contract/|${packagePaths(CONTRACT_PACKAGES)}` },
    },
    {
      name: 'no-circular',
      comment: 'Cycles make load order matter and layers meaningless; type-only imports count too.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: '(^|/)node_modules/' },
    // Generated code; node_modules must stay visible (not excluded) so the package rules can see it.
    exclude: { path: '^(build|\\.react-router)/' },
    // Type-only imports are dependencies of the design even if erased at runtime: `import type`
    // from an adapter into core is as wrong as a value import.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      // Our imports name their `.ts`/`.tsx` file (allowImportingTsExtensions); the rest resolve as usual.
      extensions: ['.ts', '.tsx', '.d.ts', '.js', '.mjs', '.cjs', '.json'],
    },
    reporterOptions: {
      text: { highlightFocused: true },
    },
  },
};
