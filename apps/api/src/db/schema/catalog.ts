import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

export type TimeRange = { from: string; to: string };
export type StoreHours = Partial<
  Record<'MON' | 'TUE' | 'WED' | 'THURS' | 'FRI' | 'SAT' | 'SUN', TimeRange[]>
>;

export type CustomizationOption = { title: string; price: number };
/** SPEC §3 Customization; option prices are kept in cents like every other amount. */
export type Customization = {
  name: string;
  isRequired: boolean;
  isTextInput: boolean;
  isTextAreaInput: boolean;
  isStackable: boolean;
  stackLimit: number | null;
  options: CustomizationOption[];
};

/**
 * Search folds accents and case so 'cafe' finds 'Café' and 'jalapeno' finds 'Jalapeño'. The
 * `unaccent` extension would do more, but its function is not immutable (so it cannot feed a
 * generated column or an index) and PGlite does not ship it; translate() is both. The query side
 * folds with the same table (modules/search/search-query.ts).
 */
export const SEARCH_FOLD_FROM = 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖØÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöøùúûüýÿ';
export const SEARCH_FOLD_TO = 'AAAAAACEEEEIIIINOOOOOOUUUUYaaaaaaceeeeiiiinoooooouuuuyy';

/** `lower(translate(column, …))`: the folded text search compares against. */
export function searchFold(column: AnyPgColumn | SQL): SQL {
  return sql`lower(translate(${column}, ${sql.raw(`'${SEARCH_FOLD_FROM}'`)}, ${sql.raw(`'${SEARCH_FOLD_TO}'`)}))`;
}

/** PostgreSQL's full-text document type; drizzle has no built-in column for it. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The text search configuration of every search vector and query: English stemming, so 'tacos'
 * and 'taco' meet, while prefix queries (`lat:*`) still find 'latte' (docs/decisions/031).
 */
export const SEARCH_CONFIG = 'english';
const searchConfig = sql.raw(`'${SEARCH_CONFIG}'::regconfig`);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    contact: text('contact').notNull(),
    image: text('image'),
    /** The owner's `users.seller_id`. */
    sellerId: uuid('seller_id').notNull(),
    isHidden: boolean('is_hidden').notNull().default(false),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    storeHours: jsonb('store_hours').$type<StoreHours>().notNull().default({}),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The folded name: exact, prefix and trigram matching (modules/search). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(stores.name)),
    /** Name (weight A) and category (B) for full-text search. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfig}, ${searchFold(stores.name)}), 'A') || setweight(to_tsvector(${searchConfig}, ${searchFold(stores.category)}), 'B')`,
      ),
    /**
     * The store's public JSON, as the catalogue answers it (drizzle/0019): lists join these, so
     * the API neither parses nor serializes a store to answer them.
     */
    publicJson: text('public_json')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`catalog_store_json(${stores.id}, ${stores.name}, ${stores.category}, ${stores.contact}, ${stores.image}, ${stores.sellerId}, ${stores.isHidden}, ${stores.street1}, ${stores.street2}, ${stores.city}, ${stores.state}, ${stores.zipcode}, ${stores.storeHours}, ${stores.timezone}, ${stores.latitude}, ${stores.longitude})`,
      ),
  },
  (t) => [
    index('stores_category_idx').on(t.category),
    // A category's visible stores in the order they are listed: read in order, no sort.
    index('stores_visible_by_category_idx')
      .on(t.category, t.name, t.id)
      .where(sql`not ${t.isHidden}`),
    index('stores_seller_idx').on(t.sellerId),
    index('stores_search_vector_idx').using('gin', t.searchVector),
    index('stores_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    // Byte order, so `like 'abc%'` is a range scan read in order whatever the database's collation.
    index('stores_search_name_prefix_idx').on(sql`(${t.searchName} collate "C")`),
  ],
);

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    icon: text('icon'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('product_categories_store_idx').on(t.storeId)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    productCategoryId: uuid('product_category_id').references(() => productCategories.id, {
      onDelete: 'set null',
    }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    stock: integer('stock').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    needsAgeVerification: boolean('needs_age_verification').notNull().default(false),
    isTaxable: boolean('is_taxable').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    customizations: jsonb('customizations').$type<Customization[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The folded name: exact, prefix and trigram matching (modules/search). */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs((): SQL => searchFold(products.name)),
    /** Name (weight A) and description (B) for full-text search. */
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector(${searchConfig}, ${searchFold(products.name)}), 'A') || setweight(to_tsvector(${searchConfig}, ${searchFold(products.description)}), 'B')`,
      ),
    /** The product's public JSON, as the catalogue answers it (drizzle/0019). */
    publicJson: text('public_json')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`catalog_product_json(${products.id}, ${products.name}, ${products.description}, ${products.priceCents}, ${products.stock}, ${products.images}, ${products.needsAgeVerification}, ${products.isTaxable}, ${products.storeId}, ${products.productCategoryId}, ${products.customizations})`,
      ),
  },
  (t) => [
    index('products_store_idx').on(t.storeId),
    index('products_category_idx').on(t.productCategoryId),
    // A product category's visible products in the order they are listed.
    index('products_visible_by_category_idx')
      .on(t.productCategoryId, t.name, t.id)
      .where(sql`not ${t.isHidden}`),
    index('products_search_vector_idx').using('gin', t.searchVector),
    index('products_search_name_trgm_idx').using('gin', t.searchName.op('gin_trgm_ops')),
    index('products_search_name_prefix_idx').on(sql`(${t.searchName} collate "C")`),
    // The last line of defence: no sale, race or bug may push stock below zero.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);

/**
 * Every word of every product and store name (folded), kept by triggers
 * (drizzle/*_search_words.sql): the dictionary a misspelt word is corrected against by trigram
 * similarity, as the pg_trgm documentation suggests. Words are only ever added; a stale one can
 * only propose a correction that then matches nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
  // Is a typed word, or the start of one, known? Then it needs no correction.
  index('search_words_prefix_idx').on(sql`(${t.word} collate "C")`),
]);

/**
 * Every dictionary word of five letters or more under each of its one-letter deletions, kept by a
 * trigger on search_words (drizzle/*_search_typos.sql). Two words one typo apart (a letter
 * missing, added, changed or two swapped) share a deletion or one is a deletion of the other, so
 * a typed word's corrections are found by equality on this primary key (the symmetric-delete
 * method of SymSpell), then checked by their edit distance.
 */
export const searchWordVariants = pgTable(
  'search_word_variants',
  { variant: text('variant').notNull(), word: text('word').notNull() },
  (t) => [primaryKey({ columns: [t.variant, t.word] })],
);

/** One field of a catalogue change: its value before and after, as JSON. */
export type CatalogChangeField = { field: string; from?: unknown; to?: unknown };

/**
 * Who changed what in a store's catalogue, and when (modules/catalog/audit): written in the
 * transaction of the change. No foreign keys: a store's history outlives the store, and the
 * actor's name and role are kept as they were then.
 */
export const catalogAudit = pgTable(
  'catalog_audit',
  {
    /** Also the order of the log: later changes have larger ids. */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    storeId: uuid('store_id').notNull(),
    actorUserId: uuid('actor_user_id'),
    actorName: text('actor_name').notNull(),
    actorRole: text('actor_role').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: uuid('entity_id').notNull(),
    entityName: text('entity_name').notNull(),
    fields: jsonb('fields').$type<CatalogChangeField[]>().notNull().default([]),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('catalog_audit_store_idx').on(t.storeId, t.id)],
);
