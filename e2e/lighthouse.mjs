// Lighthouse (mobile settings: Moto G-class CPU, slow 4G, simulated) on the built app, as
// `npm start` serves it on a fresh seeded database: the landing page and a store page, for
// performance and accessibility. Each page runs RUNS times and its medians count (each score's
// and each metric's), because one run on a busy machine says little. Exits 1 when a median
// score is below 90.
//
//   node scripts/build.mjs && npm run lighthouse          (from the repo root)
//   LIGHTHOUSE_RUNS=5 npm run lighthouse
//   LIGHTHOUSE_COMPRESS=1 npm run lighthouse              (see docs/decisions/040)
//   LIGHTHOUSE_REPORTS=/tmp/lh npm run lighthouse         (each run's JSON report, to dig into)
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/api/dist/server.js');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const REPORTS = process.env.LIGHTHOUSE_REPORTS;
const MIN_SCORE = 90;
const CATEGORIES = ['performance', 'accessibility'];
const METRICS = {
  'first-contentful-paint': 'FCP',
  'largest-contentful-paint': 'LCP',
  'total-blocking-time': 'TBT',
  'cumulative-layout-shift': 'CLS',
  'speed-index': 'SI',
};

if (!existsSync(server) || !existsSync(join(root, 'apps/web/dist/index.html'))) {
  console.error('Build first: node scripts/build.mjs');
  process.exit(1);
}

function sparePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitForHealth(origin, child) {
  for (let attempt = 0; attempt < 120; attempt++) {
    if (child.exitCode !== null) throw new Error(`The server exited with ${child.exitCode}.`);
    try {
      const response = await fetch(`${origin}/api/health`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become healthy within a minute.');
}

/**
 * A compressing reverse proxy, standing in for the CDN or load balancer a deployment puts in
 * front of the app; used only when LIGHTHOUSE_COMPRESS=1.
 */
function compressingProxy(targetPort, port) {
  const proxy = http.createServer((request, response) => {
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: targetPort,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, 'accept-encoding': 'identity' },
      },
      (reply) => {
        const type = String(reply.headers['content-type'] ?? '');
        const accepts = String(request.headers['accept-encoding'] ?? '');
        const headers = { ...reply.headers };
        if (/javascript|css|html|json|svg/.test(type) && accepts.includes('br')) {
          delete headers['content-length'];
          headers['content-encoding'] = 'br';
          headers.vary = 'accept-encoding';
          response.writeHead(reply.statusCode ?? 502, headers);
          reply.pipe(zlib.createBrotliCompress()).pipe(response);
        } else {
          response.writeHead(reply.statusCode ?? 502, headers);
          reply.pipe(response);
        }
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  return new Promise((resolve) => proxy.listen(port, '127.0.0.1', () => resolve(proxy)));
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const dataDir = mkdtempSync(join(tmpdir(), 'arroyo-lighthouse-'));
const appPort = await sparePort();
const child = spawn(process.execPath, [server], {
  env: {
    ...process.env,
    PORT: String(appPort),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    OTP_DEV_CODE: '246810',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
let proxy = null;
let chrome = null;
let failed = false;

try {
  const appOrigin = `http://127.0.0.1:${appPort}`;
  await waitForHealth(appOrigin, child);
  let origin = appOrigin;
  if (process.env.LIGHTHOUSE_COMPRESS === '1') {
    const proxyPort = await sparePort();
    proxy = await compressingProxy(appPort, proxyPort);
    origin = `http://127.0.0.1:${proxyPort}`;
  }

  const stores = await (await fetch(`${appOrigin}/api/stores?category=Restaurants`)).json();
  const store = stores[0];
  if (!store) throw new Error('The seeded catalogue has no restaurant to measure.');
  const pages = [
    { name: 'Landing /', slug: 'landing', path: '/' },
    {
      name: 'Store page',
      slug: 'store',
      path: `/stores/${encodeURIComponent(store.category)}/${encodeURIComponent(store._id)}`,
    },
  ];

  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });

  console.log(
    `Lighthouse, mobile, median of ${RUNS} run(s)${proxy ? ', behind a compressing proxy' : ''}:\n`,
  );
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`${origin}${page.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      runs.push(result.lhr);
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        writeFileSync(join(REPORTS, `${page.slug}-${run + 1}.json`), result.report);
      }
    }
    const scores = Object.fromEntries(
      CATEGORIES.map((category) => [
        category,
        median(runs.map((lhr) => Math.round((lhr.categories[category].score ?? 0) * 100))),
      ]),
    );
    // Each metric's own median across the runs.
    const metrics = Object.entries(METRICS)
      .map(([id, label]) => {
        const value = median(runs.map((lhr) => lhr.audits[id].numericValue));
        if (id === 'cumulative-layout-shift') return `${label} ${value.toFixed(3)}`;
        if (id === 'total-blocking-time') return `${label} ${Math.round(value)} ms`;
        return `${label} ${(value / 1000).toFixed(2)} s`;
      })
      .join(' · ');
    const all = runs.map((lhr) => Math.round(lhr.categories.performance.score * 100)).join(', ');
    console.log(`${page.name}  ${page.path}`);
    console.log(
      `  performance ${scores.performance} (runs: ${all}) · accessibility ${scores.accessibility}`,
    );
    console.log(`  ${metrics}\n`);
    for (const category of CATEGORIES) {
      if (scores[category] < MIN_SCORE) {
        failed = true;
        console.error(`  ✗ ${category} ${scores[category]} is below ${MIN_SCORE}`);
      }
    }
  }
} catch (error) {
  failed = true;
  console.error(error);
} finally {
  await chrome?.kill();
  proxy?.close();
  child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
