import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web'],
  },
});
