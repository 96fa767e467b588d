import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../../scripts/workspace-sources.mjs';

/**
 * `npm run test:scale` (issue #17): three production servers on one PostgreSQL and one Redis.
 * Not part of the API project: it needs both servers, and `dist/` built first (the npm script
 * runs `tsc -b`, which also builds the packages the test's own imports resolve to).
 */
export default defineConfig({
  resolve: {
    alias: workspaceSources,
  },
  test: {
    name: 'scale',
    include: ['scale/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./src/test/setup.ts'],
    // The figures print as they come, not gathered under the test's name; every check is named.
    disableConsoleIntercept: true,
    reporters: ['verbose'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
