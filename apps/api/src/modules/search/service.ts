import { SUGGESTIONS_LIMIT } from '@marketplace/core/constants/limits';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { SEARCH_CONFIG } from '../../db/schema.js';
import type { SearchQuery } from './search-query.js';

/**
 * Search and suggestions over visible products and stores (docs/decisions/031). Each match falls
 * in a tier, and tiers rank first:
 *   0 the whole name is the query ('coffee' → Coffee)
 *   1 the name starts with the query ('cof' → Coffee Beans)
 *   2 full text: every word, the last as a prefix, in the name or the description (or the
 *     store's category), ordered by ts_rank, so name matches come before description ones
 *   3 typo: each unknown word matches itself or a dictionary word within its allowed typos
 *     ('steret' → street, 'tacso' → tacos; drizzle/0017), ordered by similarity
 *   4 the name is only trigram-similar to the query
 * Each tier reads at most `cap` rows through its index, so a one-letter query over 100,000
 * products costs the same as a precise one.
 */

export const SEARCH_PRODUCTS_LIMIT = 48;
export const SEARCH_STORES_LIMIT = 24;
const SEARCH_CAP = 200;
const SUGGESTIONS_CAP = 64;

/** Closest dictionary words tried per typed word. */
const CORRECTIONS_PER_WORD = 3;

const config = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

export type Suggestion = { name: string; type: 'product' | 'store' };

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * The full-text query: every word before the last, stemmed; and the last as the start of a word
 * as typed (the 'simple' configuration does not stem: 'braed' stays 'braed', not 'bra', which
 * would find Braised) or as a whole word stemmed ('tacos' finds Taco). Null when there is no word
 * to look up.
 */
function textQuery(query: SearchQuery): SQL {
  const last =
    query.last === null
      ? null
      : sql`(to_tsquery('simple', ${`${query.last}:*`}) || to_tsquery(${config}, ${query.last}))`;
  if (query.wordsBefore === null) return last ?? sql`null::tsquery`;
  const before = sql`to_tsquery(${config}, ${query.wordsBefore})`;
  return last === null ? before : sql`(${before} && ${last})`;
}

/**
 * A search's answer: its JSON, and the stores and products it shows (what the catalogue cache
 * keeps it for).
 */
export type SearchAnswer = { json: string; storeIds: string[]; productIds: string[] };

/**
 * SPEC §7 search: matching visible products (with their store's name and address) and stores,
 * ranked by the tiers above, in one statement that answers the JSON (drizzle/0021).
 */
export async function search(
  deps: { db: Executor },
  input: { query: SearchQuery },
): Promise<SearchAnswer> {
  const { query } = input;
  const [found] = await rows<{ answer: string; store_ids: string[]; product_ids: string[] }>(
    deps.db,
    sql`select answer, store_ids, product_ids from search_results(${query.folded}, ${query.prefixFrom},
      ${query.prefixTo}, ${textQuery(query)}, ${JSON.stringify(query.words)}::jsonb,
      ${CORRECTIONS_PER_WORD}, ${SEARCH_CAP}, ${SEARCH_PRODUCTS_LIMIT}, ${SEARCH_STORES_LIMIT})`,
  );
  if (!found) throw new Error('search_results answered no row');
  return { json: found.answer, storeIds: found.store_ids, productIds: found.product_ids };
}

/**
 * SPEC §7 suggestions: at most 8 distinct names of visible products and stores, best first; a
 * store and a product of the same rank come store first (it leads to more).
 */
export async function suggest(
  deps: { db: Executor },
  input: { query: SearchQuery },
): Promise<Suggestion[]> {
  const { query } = input;
  return rows<Suggestion>(
    deps.db,
    sql`select name, type from search_suggestions(${query.folded}, ${query.prefixFrom},
      ${query.prefixTo}, ${textQuery(query)}, ${JSON.stringify(query.words)}::jsonb,
      ${CORRECTIONS_PER_WORD}, ${SUGGESTIONS_CAP}, ${SUGGESTIONS_LIMIT})`,
  );
}
