// Architecture boundaries, checked by `npm run check:boundaries` (part of `npm run check`).
// Rules match by path pattern, so they keep holding when feature folders move or vendors join
// (apps/<vendor>). docs/architecture.md explains each boundary.

// Files that may import across the rules below because they wire features together or test them.
const WIRING_AND_TESTS = [
  '\\.test\\.ts$',
  '\\.test\\.tsx$',
  '(^|/)testing/',
  '-test-kit\\.ts$',
  '^apps/server/src/[^/]+\\.ts$', // app.ts, server.ts, services.ts: the composition root
  '\\.module\\.ts$',
  '^apps/server/src/seed/',
];

// Features reach the merchants', audit and members' data through small ports: the `Merchant` type
// (merchants/merchant.ts), `AuditLog` (audit/audit-log.ts) and `MemberDirectory`
// (accounts/member-directory.ts); member money asks the ledger's and the cashier's services.
const KNOWN_SERVICES_ON_FASTIFY = [];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'ui-imports-only-contracts-and-games',
      severity: 'error',
      comment:
        'The browser apps (player site, vendor game pages, any later console) import only the shared ' +
        "contracts, game maths and the game pages' client from the workspace, never a server, vendor or other UI.",
      from: { path: '^apps/(web|originals-ui|lottery-ui|live-ui|sportsbook-ui|console)/' },
      to: {
        path: '^(apps|packages|bench|e2e)/',
        pathNot: ['^apps/$1/', '^packages/(contracts|games|game-client)/'],
      },
    },
    {
      name: 'vendor-not-to-platform',
      severity: 'error',
      comment:
        'A vendor service (apps/<vendor>, the sandbox gateway) talks to the platform over its HTTP ' +
        'protocol only; its code never imports the platform or the player site. Its tests may start a ' +
        'platform through the @croupier/server/testing kit.',
      from: {
        path: '^apps/',
        pathNot: [
          '^apps/(server|web|originals-ui|lottery-ui|live-ui|sportsbook-ui|console)/',
          ...WIRING_AND_TESTS,
        ],
      },
      to: { path: '^apps/(server|web)/' },
    },
    {
      name: 'server-internals-only-through-package-exports',
      severity: 'error',
      comment:
        "Other workspaces reach the platform's test kit through the package export " +
        '(`@croupier/server/testing`), never by a relative path into apps/server/src.',
      from: { pathNot: '^apps/server/' },
      to: { path: '^apps/server/src/', dependencyTypesNot: ['aliased-workspace'] },
    },
    {
      name: 'repository-only-from-own-feature',
      severity: 'error',
      comment:
        "A feature uses another feature's service, never its repository: `<feature>/*.repository.ts` " +
        'is imported only from its own folder (wiring files and tests excepted).',
      from: {
        path: '^apps/server/src/([^/]+)/',
        pathNot: WIRING_AND_TESTS,
      },
      to: { path: '^apps/server/src/[^/]+/.+\\.repository\\.ts$', pathNot: '^apps/server/src/$1/' },
    },
    {
      name: 'services-not-to-fastify',
      severity: 'error',
      comment:
        'Services hold business rules and know nothing of HTTP: no fastify import (routes translate ' +
        'requests into service calls).',
      from: { path: '\\.service\\.ts$', pathNot: KNOWN_SERVICES_ON_FASTIFY },
      to: { path: '(^|/)node_modules/(fastify|@fastify/[^/]+|fastify-[^/]+)/' },
    },
    {
      name: 'no-non-package-json',
      severity: 'error',
      comment:
        "Each workspace declares every package it imports in its own package.json (or the root's, for " +
        'the shared dev tools), so an install of that workspace alone has them.',
      from: {},
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'An import that does not resolve to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|\\.data|test-results|playwright-report)/' },
    // Type-only imports count: a service importing `FastifyRequest` as a type is still coupled to HTTP.
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    cache: { folder: 'node_modules/.cache/dependency-cruiser', strategy: 'content' },
  },
};
