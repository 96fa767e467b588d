import type { SearchResults } from '@marketplace/contract/search';
import { afterAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../db/seed/seed-demo-data.js';
import { openTestDatabase } from '../../test/test-database.js';
import { RELEVANCE_CASES } from './relevance-cases.js';
import { createSearchIndex } from './search-index.js';
import { parseSearchQuery } from './search-query.js';
import { search } from './service.js';

/**
 * The share of RELEVANCE_CASES whose intended result is in the top five (and first, for those
 * marked so), as measured and reported in docs/performance.md: the suite fails if search gets
 * worse than this. Before typo corrections (drizzle/0017) it was 68 of 75.
 */
const HIT_RATE_FLOOR = 1;
const TOP = 5;

const handle = await openTestDatabase();
await seedDemoData(handle.db);
const searchIndex = await createSearchIndex(handle);
afterAll(async () => {
  await searchIndex.close();
  await handle.close();
});

describe('search relevance on the demo catalogue', () => {
  it(`finds what ${RELEVANCE_CASES.length} typed queries mean in the top ${TOP}`, async () => {
    expect(RELEVANCE_CASES.length).toBeGreaterThanOrEqual(60);
    const misses: string[] = [];
    let firsts = 0;
    for (const relevance of RELEVANCE_CASES) {
      const query = parseSearchQuery(relevance.query);
      if (!query) throw new Error(`blank query: ${relevance.query}`);
      const results: SearchResults = JSON.parse((await search({ searchIndex }, { query })).json);
      const list = relevance.product ? results.products : results.stores;
      const wanted = relevance.product ?? relevance.store;
      const top = list.slice(0, TOP).map((item) => item.name);
      if (top[0] === wanted) firsts += 1;
      else if (relevance.first)
        misses.push(`first '${relevance.query}' → ${wanted}: got ${top[0]}`);
      if (!top.includes(wanted!)) {
        misses.push(
          `${relevance.kind} '${relevance.query}' → ${wanted}: got ${top.join(' | ') || 'nothing'}`,
        );
      }
    }
    const total = RELEVANCE_CASES.length;
    const hitRate = (total - misses.length) / total;
    console.log(
      `search relevance: ${total - misses.length}/${total} (${(hitRate * 100).toFixed(1)}%) in the top ${TOP}, ${firsts} first\n${misses.join('\n')}`,
    );
    expect(hitRate).toBeGreaterThanOrEqual(HIT_RATE_FLOOR);
  }, 60_000);
});
