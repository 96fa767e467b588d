// Builds what is missing or stale: the API and core through TypeScript's incremental build
// (a no-op when nothing changed), the SPA through Vite when any of its inputs is newer than
// the last build. `--force` rebuilds the SPA regardless.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (pkg, file) => join(root, 'node_modules', pkg, file);

function run(label, args, cwd = root, env = process.env) {
  console.log(`› ${label}`);
  const result = spawnSync(process.execPath, args, { cwd, stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`✖ ${label} failed`);
    process.exit(result.status ?? 1);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function build({ force = false } = {}) {
  run('Building API and core (tsc -b)', [bin('typescript', 'bin/tsc'), '-b', 'apps/api']);

  const web = join(root, 'apps/web');
  // The browser's bundle and the server's first-paint module (docs/decisions/102), built together.
  const builtAt = Math.min(
    newestMtime(join(web, 'dist/index.html')),
    newestMtime(join(web, 'dist-server/render-page.js')),
  );
  const inputs = [
    'src',
    'public',
    'index.html',
    'vite.config.ts',
    'vite-plugins',
    'package.json',
  ].map((p) => join(web, p));
  const sourcesAt = Math.max(
    ...inputs.map(newestMtime),
    newestMtime(join(root, 'packages/core/src')),
    newestMtime(join(root, 'packages/contract/src')),
  );
  if (force || builtAt === 0 || sourcesAt > builtAt) {
    // Vite keeps a NODE_ENV it finds set, and NODE_ENV=development would ship React's
    // development bundle: the build is a production one whatever the shell says.
    const env = { ...process.env, NODE_ENV: 'production' };
    run('Building web app (vite build)', [bin('vite', 'bin/vite.js'), 'build'], web, env);
    run(
      'Building its first paint (vite build --ssr)',
      [bin('vite', 'bin/vite.js'), 'build', '--ssr'],
      web,
      env,
    );
  } else {
    console.log('› Web app is up to date');
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  build({ force: process.argv.includes('--force') });
}
