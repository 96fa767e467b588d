// `npm run dev`: the API with reload on port 3001 and Vite's dev server on 3000, proxying /api.
import { spawn, spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

// The API imports core's and the contract's compiled output, so build them once; tsx watches the
// API's own sources.
spawnSync(process.execPath, [bin('typescript', 'bin/tsc'), '-b', 'packages/contract'], {
  cwd: root,
  stdio: 'inherit',
});

const children = [
  spawn(process.execPath, [bin('tsx', 'dist/cli.mjs'), 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PORT: process.env.API_PORT ?? '3001' },
  }),
  spawn(process.execPath, [bin('vite', 'bin/vite.js'), '--port', process.env.PORT ?? '3000'], {
    cwd: join(root, 'apps/web'),
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
