import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from '../src/test/built-server.js';

/** Running the API and the baseline for a bench: each on a free port, up before it is measured. */

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

export async function start(script: string, env: Record<string, string>, probe: string) {
  const port = await freePort();
  const child = fork(script, [], {
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    execArgv: [
      ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []),
      // The runtime settings `npm start` and the image use (a 64 MB young generation), for the
      // API and the baseline alike.
      '--max-semi-space-size=64',
      // Flags for profiling a bench's servers, such as `--cpu-prof --cpu-prof-dir=profiles`.
      ...(process.env.BENCH_SERVER_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
    ],
    // The server's log (stdout) with BENCH_SERVER_OUTPUT=1: a server that shuts down after an
    // error says why there.
    stdio: ['ignore', process.env.BENCH_SERVER_OUTPUT ? 'inherit' : 'ignore', 'inherit', 'ipc'],
  });
  const base = `http://127.0.0.1:${port}`;
  let stopping = false;
  let exit: string | null = null;
  child.once('exit', (code, signal) => {
    exit = `code ${code}, signal ${signal}`;
    if (!stopping) console.error(`${script} exited unasked: ${exit}`);
  });
  await waitFor(`${base}${probe}`, child);
  return {
    base,
    /** The server's process id, for measuring its memory. */
    pid: child.pid!,
    /** How the server ended, if it has: its exit code or signal. */
    exited: () => exit,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

const API_SERVER = fileURLToPath(new URL('../dist/server.js', import.meta.url));

/**
 * The API's production build on `databaseEnv`, signing tokens with `tokenSecret`, no demo data,
 * warnings only: how every bench runs it.
 */
export function startApi(
  databaseEnv: Record<string, string>,
  tokenSecret: string,
  /** More settings for this run (CATALOG_CACHE_MB, TRUST_PROXY). */
  extraEnv: Record<string, string> = {},
) {
  return start(
    API_SERVER,
    {
      ...databaseEnv,
      NODE_ENV: 'development',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      TOKEN_SECRET: tokenSecret,
      GEOCODER_PROVIDER: 'local',
      ...extraEnv,
    },
    '/api/health',
  );
}
