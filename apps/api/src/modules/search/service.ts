import { SUGGESTIONS_LIMIT } from '@marketplace/core/constants/limits';
import type { Ranked } from './ranking.js';
import type { SearchIndex, Suggestion } from './search-index.js';
import type { SearchQuery } from './search-query.js';

/**
 * SPEC §7 search and suggestions over visible products and stores, answered by the index in
 * this process (search-index.ts, ranking.ts; docs/decisions/108, 112).
 */

export const SEARCH_PRODUCTS_LIMIT = 48;
export const SEARCH_STORES_LIMIT = 24;

export type SearchDeps = { searchIndex: SearchIndex };

/**
 * A search's answer: its JSON, and the stores and products it shows (what the catalogue cache
 * keeps it for).
 */
export type SearchAnswer = { json: string; storeIds: string[]; productIds: string[] };

/** SPEC §7 search: matching visible products (with their store's name and address) and stores. */
export async function search(
  deps: SearchDeps,
  input: { query: SearchQuery },
): Promise<SearchAnswer> {
  const hits = await deps.searchIndex.search(input.query, {
    products: SEARCH_PRODUCTS_LIMIT,
    stores: SEARCH_STORES_LIMIT,
  });
  const shown = (ranked: readonly Ranked[]) => ranked.map((hit) => hit.entry.json).join(', ');
  return {
    json: `{"products" : [${shown(hits.products)}], "stores" : [${shown(hits.stores)}]}`,
    storeIds: [
      ...new Set([
        ...hits.products.map((hit) => hit.entry.storeId),
        ...hits.stores.map((hit) => hit.entry.id),
      ]),
    ],
    productIds: hits.products.map((hit) => hit.entry.id),
  };
}

/** SPEC §7 suggestions: at most 8 distinct names of visible products and stores, best first. */
export function suggest(deps: SearchDeps, input: { query: SearchQuery }): Promise<Suggestion[]> {
  return deps.searchIndex.suggest(input.query, SUGGESTIONS_LIMIT);
}
