import { STORE_CATEGORIES } from '@marketplace/core/constants/categories';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from '../src/db/client.js';

// What the benches load the API with: the paths buyers browse, and the load itself.

/** What buyers type: whole words, words being typed, two words, and typos. */
export const QUERIES = [
  'latte',
  'lat',
  'cold brew',
  'rose bouq',
  'ibuprofen',
  'cofee',
  'tacso',
  'iced vanilla latte',
  'colorado',
  'avocad',
  'pad thai',
  'sunscreen',
  'tequila',
  'koi',
  'bouquet',
  'chips',
  'burito',
  'matcha',
  'orchid',
  'vitamin c',
];
/** Every store category, as the SPA's category pages ask for them. */
export const CATEGORIES = STORE_CATEGORIES;

/** Each connection walks the paths in turn, from a different starting point. */
export async function load(
  base: string,
  paths: string[],
  seconds: number,
  connections: number,
  headers: Record<string, string> = {},
) {
  let next = 0;
  const result = await autocannon({
    url: base,
    connections,
    duration: seconds,
    headers,
    requests: [
      {
        setupRequest: (request) => {
          next = (next + 1) % paths.length;
          return { ...request, path: paths[next]! };
        },
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx + result.timeouts,
    answered: result.requests.total,
  };
}

/** 200 product categories of visible stores (or 200 visible stores), for the paths that name one. */
export async function sampleIds(
  database: DatabaseHandle,
  of: 'product categories' | 'stores' = 'product categories',
): Promise<string[]> {
  const query =
    of === 'stores'
      ? sql`select id from stores where not is_hidden order by id limit 200`
      : sql`select c.id from product_categories c join stores s on s.id = c.store_id and not s.is_hidden order by c.id limit 200`;
  const result = (await database.db.execute(query)) as unknown as { rows: { id: string }[] };
  return result.rows.map((row) => row.id);
}
