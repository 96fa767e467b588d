import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const API_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SERVER = fileURLToPath(new URL('../../dist/server.js', import.meta.url));

/**
 * Builds the API (`tsc -b`, a no-op when `dist/` is current) so the tests of the production
 * server never run a stale one. Call it once per file, in `beforeAll`.
 */
export async function buildServer(): Promise<void> {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  await promisify(execFile)(process.execPath, [tsc, '-b'], { cwd: API_ROOT });
}

export type BuiltServer = {
  /** `http://127.0.0.1:<port>` */
  base: string;
  process: ChildProcess;
  /** The exit code, once the process has ended. */
  exited: Promise<number | null>;
  /** Everything it wrote so far, stdout and stderr. */
  output(): string;
};

const running = new Set<ChildProcess>();

/** Kills every server started here that is still running (after a failed test). */
export function killBuiltServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
}

/** A port of 127.0.0.1 no one listens on now (the benches start their servers on these too). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts `node dist/server.js`, as `npm start` does, on a free port of 127.0.0.1 with `env` (a
 * database, demo data or not…), and resolves once `GET /api/ready` answers 200.
 */
export async function startBuiltServer(env: Record<string, string>): Promise<BuiltServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      // The API alone: no built web app needed.
      WEB_DIST: 'apps/api/no-web-dist',
      GEOCODER_PROVIDER: 'local',
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  running.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const server: BuiltServer = {
    base: `http://127.0.0.1:${port}`,
    process: child,
    exited,
    output: () => output,
  };

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${output}`);
    }
    const status = await fetch(`${server.base}/api/ready`).then(
      (response) => response.status,
      () => null,
    );
    if (status === 200) return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`The server was not ready within 60 s:\n${output}`);
}
