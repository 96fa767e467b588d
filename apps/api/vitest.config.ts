import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: {
    alias: {
      // Core's sources, so tests never wait for (or run against a stale) core build.
      '@marketplace/core': fileURLToPath(new URL('../../packages/core/src', import.meta.url)),
    },
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
