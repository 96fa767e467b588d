import { SUGGESTIONS_LIMIT } from '@marketplace/core/constants/limits';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { uuidArray } from '../../db/ids.js';
import type { SearchIndex, Suggestion } from './search-index.js';
import type { SearchQuery } from './search-query.js';

/**
 * SPEC §7 search and suggestions over visible products and stores. The index in this process
 * ranks (search-index.ts, ranking.ts); the database answers what it shows.
 */

export const SEARCH_PRODUCTS_LIMIT = 48;
export const SEARCH_STORES_LIMIT = 24;

export type SearchDeps = { db: Executor; searchIndex: SearchIndex };

/**
 * A search's answer: its JSON, and the stores and products it shows (what the catalogue cache
 * keeps it for).
 */
export type SearchAnswer = { json: string; storeIds: string[]; productIds: string[] };

/**
 * SPEC §7 search: matching visible products (with their store's name and address) and stores,
 * best first, as JSON read by primary key in one statement (drizzle/0023).
 */
export async function search(
  deps: SearchDeps,
  input: { query: SearchQuery },
): Promise<SearchAnswer> {
  const hits = deps.searchIndex.search(input.query, {
    products: SEARCH_PRODUCTS_LIMIT,
    stores: SEARCH_STORES_LIMIT,
  });
  const productIds = hits.products.map((hit) => hit.entry.id);
  const storeIds = hits.stores.map((hit) => hit.entry.id);
  const result = (await deps.db.execute(
    sql`select search_answer(${uuidArray(productIds)}::uuid[], ${uuidArray(storeIds)}::uuid[]) as answer`,
  )) as unknown as { rows: { answer: string }[] };
  return {
    json: result.rows[0]!.answer,
    storeIds: [...new Set([...hits.products.map((hit) => hit.entry.storeId), ...storeIds])],
    productIds,
  };
}

/** SPEC §7 suggestions: at most 8 distinct names of visible products and stores, best first. */
export function suggest(
  deps: Pick<SearchDeps, 'searchIndex'>,
  input: { query: SearchQuery },
): Suggestion[] {
  return deps.searchIndex.suggest(input.query, SUGGESTIONS_LIMIT);
}
