import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: {
      '@marketplace/core': fileURLToPath(new URL('../../packages/core/src', import.meta.url)),
      '@marketplace/contract': fileURLToPath(
        new URL('../../packages/contract/src', import.meta.url),
      ),
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A user's whole journey through lazy pages; generous so a busy machine is not a failure.
    testTimeout: 15_000,
  },
});
