import react from '@vitejs/plugin-react';
import { defineProject } from 'vitest/config';
import { workspaceSources } from '../../scripts/workspace-sources.mjs';

export default defineProject({
  plugins: [react()],
  resolve: {
    alias: workspaceSources,
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.tsx', 'src/**/*.test.ts', 'vite-plugins/**/*.test.ts'],
    setupFiles: ['./src/testing/setup.ts'],
    // A user's whole journey through lazy pages; generous so a busy machine is not a failure.
    testTimeout: 15_000,
  },
});
