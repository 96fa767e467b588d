import { startTracing } from './tracing.js';

/**
 * The entry point. Tracing, when configured, hooks `pg` and `http` as they are loaded, so it
 * starts first and the app (serve.ts) is imported after it.
 */
await startTracing(process.env);
await import('./serve.js');
