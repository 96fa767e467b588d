// `npm start`: build whatever is missing or stale, then serve the SPA and the API from this one
// Node process (the server module starts listening when imported).
import { build } from './build.mjs';

build();
await import('../apps/api/dist/server.js');
