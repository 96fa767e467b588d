import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own environment and setup.
export default defineConfig({
  test: {
    projects: ['packages/core', 'apps/api', 'apps/web'],
    // Vitest's default leaves a core for itself (one worker on a 2-core CI machine), but it sits
    // idle while the workers run: two workers there take the suite from about 7 minutes to 5.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
});
