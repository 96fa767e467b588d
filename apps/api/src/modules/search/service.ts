import { SUGGESTIONS_LIMIT } from '@marketplace/core/constants/limits';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { SEARCH_CONFIG } from '../../db/schema.js';
import {
  type ProductRow,
  type StoreRow,
  toProductJson,
  toStoreJson,
} from '../catalog/catalog-json.js';
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

export type ProductHit = ProductRow & {
  storeName: string;
  storeStreet1: string;
  storeStreet2: string;
  storeCity: string;
  storeState: string;
  storeZipcode: string;
};

export type Suggestion = { name: string; type: 'product' | 'store' };

async function rows<T>(db: Executor, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

type Table = 'products' | 'stores';

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
 * Candidate ids with tier and score, from the search functions (drizzle/0005), which read each
 * tier from its index with at most `cap` rows.
 */
function hits(table: Table, query: SearchQuery, cap: number): SQL {
  const hitsFunction = sql.raw(table === 'products' ? 'search_product_hits' : 'search_store_hits');
  return sql`${hitsFunction}(${query.folded}, ${query.prefixFrom}, ${query.prefixTo},
    ${textQuery(query)},
    search_corrections(${JSON.stringify(query.words)}::jsonb, ${CORRECTIONS_PER_WORD}), ${cap})`;
}

/** Each hit once, with its best tier and best score. */
function bestHits(table: Table, query: SearchQuery, cap: number): SQL {
  return sql`select id, min(tier) as tier, max(score) as score from ${hits(table, query, cap)} h group by id`;
}

async function searchProducts(db: Executor, query: SearchQuery): Promise<ProductHit[]> {
  return rows<ProductHit>(
    db,
    sql`select p.id, p.name, p.description, p.price_cents as "priceCents", p.stock, p.images,
        p.needs_age_verification as "needsAgeVerification", p.is_taxable as "isTaxable",
        p.store_id as "storeId", p.product_category_id as "productCategoryId", p.customizations,
        s.name as "storeName", s.street1 as "storeStreet1", s.street2 as "storeStreet2",
        s.city as "storeCity", s.state as "storeState", s.zipcode as "storeZipcode"
      from (${bestHits('products', query, SEARCH_CAP)}) h
      join products p on p.id = h.id
      join stores s on s.id = p.store_id and not s.is_hidden
      order by h.tier, h.score desc, length(p.name), p.name, p.id
      limit ${SEARCH_PRODUCTS_LIMIT}`,
  );
}

async function searchStores(db: Executor, query: SearchQuery): Promise<StoreRow[]> {
  return rows<StoreRow>(
    db,
    sql`select s.id, s.name, s.category, s.contact, s.image, s.seller_id as "sellerId",
        s.is_hidden as "isHidden", s.street1, s.street2, s.city, s.state, s.zipcode,
        s.store_hours as "storeHours", s.timezone, s.latitude, s.longitude
      from (${bestHits('stores', query, SEARCH_CAP)}) h
      join stores s on s.id = h.id
      order by h.tier, h.score desc, length(s.name), s.name, s.id
      limit ${SEARCH_STORES_LIMIT}`,
  );
}

export type SearchResults = {
  products: (ReturnType<typeof toProductJson> & {
    storeName: string;
    storeAddress: ReturnType<typeof toStoreJson>['address'];
  })[];
  stores: ReturnType<typeof toStoreJson>[];
};

/** SPEC §7 search: matching visible products (with their store's name and address) and stores. */
export async function search(
  deps: { db: Executor },
  input: { query: SearchQuery },
): Promise<SearchResults> {
  const { query } = input;
  const [products, stores] = await Promise.all([
    searchProducts(deps.db, query),
    searchStores(deps.db, query),
  ]);
  return {
    products: products.map((hit) => ({
      ...toProductJson(hit),
      storeName: hit.storeName,
      storeAddress: {
        street1: hit.storeStreet1,
        street2: hit.storeStreet2,
        city: hit.storeCity,
        state: hit.storeState,
        zipcode: hit.storeZipcode,
      },
    })),
    stores: stores.map(toStoreJson),
  };
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
