// Boundaries `npm run lint` enforces (apps/api/src/modules/README.md, apps/web/README.md):
// no import cycles anywhere, no web feature importing another, no API module reaching into
// another module's internals, and access.ts importing no module. Tests may import anything.

/**
 * The files of each API module that other modules may import: what the modules README lists as
 * "others reach it through". Everything else in a module is its own business. Making a file
 * public is a decision; add it here.
 */
const PUBLIC_MODULE_FILES = {
  users: ['service', 'user-json', 'driver-records'],
  catalog: ['stock', 'store-records', 'catalog-cache', 'catalog-json', 'fast-serializer'],
  checkout: ['complete-paid-session', 'payment-sessions', 'price-order', 'ownership'],
  orders: ['record-order', 'order-records', 'history/find-order', 'ownership'],
  notifications: ['queue-order-texts'],
  'saved-addresses': ['service'],
  'service-area': ['service'],
  uploads: ['check-images'],
};

const MODULES = 'apps/api/src/modules';
const TESTS = '\\.test\\.tsx?$';

const moduleInternals = Object.entries(PUBLIC_MODULE_FILES).map(([module, files]) => ({
  name: `no-${module}-internals`,
  comment: `Another module may import only ${files.join(', ')} of ${module} (.dependency-cruiser.mjs).`,
  severity: 'error',
  from: { path: `^${MODULES}/(?!${module}/)[^/]+/`, pathNot: TESTS },
  to: { path: `^${MODULES}/${module}/(?!(${files.join('|')})\\.ts$)` },
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
