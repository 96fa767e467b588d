// What the first visit to `/` downloads: the entry script and every chunk it imports
// statically (lazy routes excluded), gzipped, from Vite's manifest. The build prints it; run
// `node apps/web/scripts/report-bundle.mjs` after a build to check it against the budget
// (issue #4: at most 150 kB of gzipped JavaScript), exiting 1 above it.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_BUDGET_KB = 150;

/** Kilobytes of 1000 bytes, as Vite prints them. */
const kb = (bytes) => bytes / 1000;

/**
 * @param {string} distDir the built app (apps/web/dist)
 * @returns {{ files: { file: string, kind: 'js' | 'css', bytes: number, gzip: number }[], jsGzipKb: number, cssGzipKb: number }}
 */
export function firstLoad(distDir) {
  const manifestPath = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestPath))
    throw new Error(`No Vite manifest at ${manifestPath}; build first.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const files = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    for (const [file, kind] of [
      [chunk.file, 'js'],
      ...(chunk.css ?? []).map((css) => [css, 'css']),
    ]) {
      if (files.some((entry) => entry.file === file)) continue;
      const content = readFileSync(join(distDir, file));
      files.push({
        file,
        kind,
        bytes: content.length,
        gzip: gzipSync(content, { level: 9 }).length,
      });
    }
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(entryKey);
  const total = (kind) =>
    kb(files.filter((f) => f.kind === kind).reduce((sum, f) => sum + f.gzip, 0));
  return { files, jsGzipKb: total('js'), cssGzipKb: total('css') };
}

/** Prints the first-load table; returns whether the JavaScript fits the budget. */
export function reportFirstLoad(distDir, log = console.log) {
  const { files, jsGzipKb, cssGzipKb } = firstLoad(distDir);
  log('\nFirst load of / (entry and its static imports; lazy routes excluded):');
  for (const f of files) {
    log(
      `  ${f.file.padEnd(44)} ${kb(f.bytes).toFixed(1).padStart(7)} kB  │ gzip ${kb(f.gzip).toFixed(1).padStart(6)} kB`,
    );
  }
  const fits = jsGzipKb <= FIRST_LOAD_BUDGET_KB;
  log(
    `  JavaScript: ${jsGzipKb.toFixed(1)} kB gzipped (budget ${FIRST_LOAD_BUDGET_KB} kB) ${fits ? '✓' : '✗ over budget'}`,
  );
  log(`  CSS: ${cssGzipKb.toFixed(1)} kB gzipped\n`);
  return fits;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  process.exit(reportFirstLoad(dist) ? 0 : 1);
}
