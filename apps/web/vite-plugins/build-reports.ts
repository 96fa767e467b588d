import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { reportFirstLoad } from '../scripts/report-bundle.mjs';

const COMPRESSIBLE = /\.(js|css|html|svg|json)$/;
/** Smaller files gain nothing worth a second request header. */
const MIN_BYTES = 1024;

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/**
 * After the build: writes a Brotli (.br) and a gzip (.gz) copy of every text asset, so a server
 * or CDN can send them as they are instead of compressing on each request (docs/decisions/040),
 * then prints what the first visit to `/` downloads against its budget.
 */
export function buildReports(): Plugin {
  let outDir = 'dist';
  return {
    name: 'build-reports',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || file.includes(`${join(outDir, '.vite')}`)) continue;
        const content = readFileSync(file);
        if (content.length < MIN_BYTES) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
      }
      reportFirstLoad(outDir, (line) => this.environment.logger.info(line));
    },
  };
}
