import type { ManualChunkMeta } from 'rollup';

/**
 * The catalogue screens (categories, store list, store, search, cart) and what only they use,
 * in one chunk. Left to itself the bundler makes a dozen small shared chunks per screen, each
 * its own request, and a phone on HTTP/1.1 fetches six at a time; these screens are visited one
 * after another anyway.
 */
const BROWSE =
  /\/(apps\/web\/src\/(pages\/(categories|store-list|store|search|cart)|features\/(catalog|cart|location)|ui|api|hooks|lib)|packages\/core\/src)\//;

let inMain: Set<string> | null = null;

/** Every module the entries import statically, directly or through others. */
function staticallyLoaded(meta: ManualChunkMeta): Set<string> {
  const seen = new Set<string>();
  const queue = [...meta.getModuleIds()].filter((id) => meta.getModuleInfo(id)?.isEntry);
  while (queue.length > 0) {
    const id = queue.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    queue.push(...(meta.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * What the first screen loads goes to 'app' (named, so the bundler cannot pull it into
 * 'browse' as a dependency and make the first screen load both); the catalogue's own modules to
 * 'browse'; everything else (legal pages, dashboards) is split as usual.
 */
export function browseChunk(id: string, meta: ManualChunkMeta): string | undefined {
  inMain ??= staticallyLoaded(meta);
  // The entry itself (index.html's main.tsx) stays the entry chunk, which imports 'app'.
  if (id.endsWith('/src/main.tsx') || meta.getModuleInfo(id)?.isEntry) return undefined;
  if (inMain.has(id)) return 'app';
  return BROWSE.test(id) && !id.includes('node_modules') ? 'browse' : undefined;
}
