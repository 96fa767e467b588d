import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../scripts/workspace-sources.mjs';

export default defineProject({
  resolve: {
    alias: workspaceSources,
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Migrates once; each test file then starts from a copy (see src/test/README.md).
    globalSetup: ['./src/test/global-setup.ts'],
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
