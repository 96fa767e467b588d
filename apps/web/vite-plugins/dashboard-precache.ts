import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { VitePWAOptions } from 'vite-plugin-pwa';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), as far as this reads it. */
type ManifestChunk = {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type ViteManifest = Record<string, ManifestChunk>;

type ManifestTransform = NonNullable<
  NonNullable<Partial<VitePWAOptions>['injectManifest']>['manifestTransforms']
>[number];

/**
 * The JavaScript and CSS the installable apps start with: the app's entry and what it imports
 * statically (not the pages it loads lazily), then each of `pages` with everything else it
 * imports, lazily too (a dashboard's sections), except chunks that `leaveOut` matches.
 */
export function dashboardFiles(
  manifest: ViteManifest,
  { pages, leaveOut }: { pages: readonly string[]; leaveOut: RegExp },
): Set<string> {
  const files = new Set<string>();
  // The entry's chunks come first and are not visited again from a page: what they load lazily
  // is every other page.
  const seen = new Set<string>();
  const visit = (key: string, lazyToo: boolean) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key) || leaveOut.test(chunk.file)) return;
    seen.add(key);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported, lazyToo);
    if (lazyToo) for (const imported of chunk.dynamicImports ?? []) visit(imported, true);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key, false);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`The build has no chunk for ${page}.`);
    visit(page, true);
  }
  return files;
}

/**
 * The service worker's precache list (src/service-worker.ts) without the code only other pages
 * use: of the built assets/, only `dashboardFiles`; everything else the glob found (icons, the
 * manifests) stays.
 */
export function dashboardPrecache(options: {
  distDir: string;
  pages: readonly string[];
  leaveOut: RegExp;
}): ManifestTransform {
  return (entries) => {
    const manifest: ViteManifest = JSON.parse(
      readFileSync(join(options.distDir, '.vite', 'manifest.json'), 'utf8'),
    );
    const needed = dashboardFiles(manifest, options);
    return {
      manifest: entries.filter(
        (entry) => !entry.url.startsWith('assets/') || needed.has(entry.url),
      ),
      warnings: [],
    };
  };
}
