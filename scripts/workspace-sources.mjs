// The workspace packages' TypeScript sources, for Vite and Vitest: the web app compiles them
// directly, and the tests import them without a build, so `npm test` in a fresh clone never
// waits for (or runs against a stale) `dist/` of core or the contract.
import { fileURLToPath } from 'node:url';

export const workspaceSources = {
  '@marketplace/core': fileURLToPath(new URL('../packages/core/src', import.meta.url)),
  '@marketplace/contract': fileURLToPath(new URL('../packages/contract/src', import.meta.url)),
};
