// Boundaries `npm run lint` enforces (apps/api/src/modules/README.md, apps/web/README.md):
// no import cycles anywhere, no web feature importing another, no page importing another,
// web layers pointing down only, no API module reaching into
// another module's internals or into a module that reaches it, and access.ts importing no
// module. Tests may import anything.

/**
 * The files of each API module that other modules may import: what the modules README lists as
 * "others reach it through". Everything else in a module is its own business. Making a file
 * public is a decision; add it here.
 */
const PUBLIC_MODULE_FILES = {
  users: ['service', 'user-json', 'driver-records', 'sessions'],
  catalog: ['stock', 'store-records', 'catalog-cache', 'catalog-json', 'fast-serializer'],
  checkout: [
    'complete-paid-session',
    'payment-sessions',
    'price-order',
    'ownership',
    'reconcile-payments',
  ],
  orders: [
    'record-order',
    'order-records',
    'history/find-order',
    'ownership',
    'refunds/reconcile-refunds',
  ],
  'text-messages': ['queue-order-texts', 'failed-texts'],
  push: ['queue-order-pushes'],
  'saved-addresses': ['service'],
  'service-area': ['service'],
  uploads: ['check-images'],
  shifts: ['shift-records', 'stream-positions'],
};

/**
 * Which modules each API module may import, one way only: a module that needs an answer from
 * one that imports it is handed a function in app.ts (a store's open orders for deletion, a
 * seller's store count, a paid session for a refund). Checked below to have no cycle.
 */
const MODULE_REACHES = {
  addresses: [],
  auth: ['users'],
  catalog: ['uploads', 'users'],
  checkout: ['catalog', 'orders', 'saved-addresses', 'service-area'],
  health: ['catalog'],
  orders: ['catalog', 'push', 'shifts', 'text-messages', 'uploads', 'users'],
  reconciliation: ['checkout', 'orders', 'users'],
  'sandbox-checkout': ['checkout'],
  'saved-addresses': ['service-area'],
  search: ['catalog'],
  'text-messages': ['catalog', 'users'],
  push: ['text-messages', 'users'],
  'service-area': [],
  shifts: ['users'],
  uploads: [],
  users: [],
};

/** Throws at load when MODULE_REACHES lets two modules reach each other, directly or around. */
function refuseModuleCycles(reaches) {
  const done = new Set();
  const visit = (module, path) => {
    if (path.includes(module)) {
      throw new Error(`Modules reach each other: ${[...path, module].join(' → ')}`);
    }
    if (done.has(module)) return;
    for (const next of reaches[module] ?? []) visit(next, [...path, module]);
    done.add(module);
  };
  for (const module of Object.keys(reaches)) visit(module, []);
}
refuseModuleCycles(MODULE_REACHES);

const MODULES = 'apps/api/src/modules';
const TESTS = '\\.test\\.tsx?$';

const moduleInternals = Object.entries(PUBLIC_MODULE_FILES).map(([module, files]) => ({
  name: `no-${module}-internals`,
  comment: `Another module may import only ${files.join(', ')} of ${module} (.dependency-cruiser.mjs).`,
  severity: 'error',
  from: { path: `^${MODULES}/(?!${module}/)[^/]+/`, pathNot: TESTS },
  to: { path: `^${MODULES}/${module}/(?!(${files.join('|')})\\.ts$)` },
}));

const moduleEdges = Object.entries(MODULE_REACHES).map(([module, reached]) => ({
  name: `${module}-reaches-${reached.join('-') || 'no-module'}`,
  comment: `${module} may import ${reached.join(', ') || 'no other module'} (MODULE_REACHES in .dependency-cruiser.mjs); what it needs from another is handed to it in app.ts.`,
  severity: 'error',
  from: { path: `^${MODULES}/${module}/`, pathNot: TESTS },
  to: { path: `^${MODULES}/(?!${[module, ...reached].map((m) => `${m}/`).join('|')})[^/]+/` },
}));

export default {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'An import cycle: the modules in it cannot be understood, or loaded, one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature-imports',
      comment: 'A web feature must not import another feature; move what both need to ui/ or lib/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'no-page-imports-a-page',
      comment:
        'A page must not import another page: what two screens share is a feature component (or ui/).',
      severity: 'error',
      from: { path: '^apps/web/src/pages/([^/]+)/' },
      to: { path: '^apps/web/src/pages/', pathNot: '^apps/web/src/pages/$1/' },
    },
    {
      name: 'web-layers-point-down',
      comment:
        'app/ wires pages, pages compose features, features use the shared layers (ui, api, lib, hooks, config): nothing imports a layer above it.',
      severity: 'error',
      from: { path: '^apps/web/src/(features|ui|api|lib|hooks|config)/', pathNot: TESTS },
      to: { path: '^apps/web/src/(app|pages)/' },
    },
    {
      name: 'shared-web-layers-use-no-feature',
      comment: 'ui, api, lib, hooks and config serve every feature, so they import none.',
      severity: 'error',
      from: { path: '^apps/web/src/(ui|api|lib|hooks|config)/', pathNot: TESTS },
      to: { path: '^apps/web/src/features/' },
    },
    {
      name: 'no-unknown-modules',
      comment: 'Every API module that others import must list its public files here.',
      severity: 'error',
      from: { path: `^${MODULES}/([^/]+)/`, pathNot: TESTS },
      to: {
        path: `^${MODULES}/(?!$1/)(?!(${Object.keys(PUBLIC_MODULE_FILES).join('|')})/)[^/]+/`,
      },
    },
    {
      name: 'access-imports-no-module',
      comment:
        'access.ts is imported by every module; a module’s ownership query is registered with it in app.ts, never imported.',
      severity: 'error',
      from: { path: '^apps/api/src/access\\.ts$' },
      to: { path: `^${MODULES}/` },
    },
    ...moduleInternals,
    ...moduleEdges,
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    // TypeScript's own resolution: `./service.js` in a source file is `./service.ts`.
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
      conditionNames: ['import', 'types', 'default'],
    },
  },
};
