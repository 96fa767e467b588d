import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { OTP_DEV_CODE } from './support/constants';

const port = Number(process.env.E2E_PORT ?? 4310);
// Demo sessions the specs share within a run (support/login.ts sessionOf); fresh every run, as
// the server's database is.
process.env.E2E_SESSIONS_FILE ??= join(
  mkdtempSync(join(tmpdir(), 'arroyo-e2e-sessions-')),
  'sessions.json',
);

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      // The system Chromium: nothing is downloaded. Flags keep it off the (closed) network.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    // The demo phones are logged in by hand first: a phone gets one code a minute, and the
    // other specs reuse these sessions (support/login.ts sessionOf).
    { name: 'demo-logins', testMatch: /login\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    {
      name: 'chromium',
      testIgnore: /login\.spec\.ts$/,
      dependencies: ['demo-logins'],
      use: { ...devices['Desktop Chrome'] },
    },
  ],
  webServer: {
    // The built app, as `npm start` serves it, on a fresh embedded database seeded with demo data.
    command: 'node ../apps/api/dist/server.js',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'arroyo-e2e-')),
      UPLOADS_DIR: mkdtempSync(join(tmpdir(), 'arroyo-e2e-uploads-')),
      OTP_DEV_CODE,
      // No PUBLIC_URL: the hosted checkout sends the buyer back to the origin they checked out
      // from (127.0.0.1, not localhost), where their session is.
      NODE_ENV: 'test',
    },
  },
});
