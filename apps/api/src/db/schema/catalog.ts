import { STORE_REVIEW_STATUSES } from '@marketplace/core/catalog/store-review';
import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import type { DateOverride } from '@marketplace/core/windows/date-overrides';
import { type SQL, sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
    /** How exactly latitude and longitude place the store; null with no coordinates (issue #33). */
    coordinatesPrecision: text('coordinates_precision').$type<CoordinatePrecision>(),
    storeHours: jsonb('store_hours').$type<StoreHours>().notNull().default({}),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    /** How long an order usually takes to make: the ready-by a seller acknowledges with. */
    prepMinutes: integer('prep_minutes').notNull().default(20),
    /** No new orders before this moment: its seller paused them (issue #31). */
    pausedUntil: timestamp('paused_until', { withTimezone: true }),
    /** Dates whose hours replace the week's, closed or special, sorted (issue #31). */
    dateOverrides: jsonb('date_overrides').$type<DateOverride[]>().notNull().default([]),
    /**
     * A seller's store goes live through review (docs/decisions/126): null never sent, then
     * waiting, sent_back (with staff's note) or approved.
     */
    reviewStatus: text('review_status', { enum: STORE_REVIEW_STATUSES }),
    reviewNote: text('review_note'),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The store's public JSON, as the catalogue answers it (drizzle/0019): lists join these, so
     * the API neither parses nor serializes a store to answer them.
     */
    publicJson: text('public_json')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`catalog_store_json(${stores.id}, ${stores.name}, ${stores.category}, ${stores.contact}, ${stores.image}, ${stores.sellerId}, ${stores.isHidden}, ${stores.street1}, ${stores.street2}, ${stores.city}, ${stores.state}, ${stores.zipcode}, ${stores.storeHours}, ${stores.timezone}, ${stores.latitude}, ${stores.longitude}, ${stores.pausedUntil}, ${stores.dateOverrides})`,
      ),
    /**
     * What a search result adds to each product of this store, the object's closing brace
     * included: `, "storeName" : …, "storeAddress" : {…}}` (SPEC §7, drizzle/0024).
     */
    productSearchTail: text('product_search_tail')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`catalog_product_search_tail(${stores.name}, ${stores.street1}, ${stores.street2}, ${stores.city}, ${stores.state}, ${stores.zipcode})`,
      ),
  },
  (t) => [
    index('stores_category_idx').on(t.category),
    // A category's visible stores in the order they are listed: read in order, no sort.
    index('stores_visible_by_category_idx')
      .on(t.category, t.name, t.id)
      .where(sql`not ${t.isHidden}`),
    index('stores_seller_idx').on(t.sellerId),
    // Staff's store list pages by (name, id) (catalog/stores/list-managed-stores.ts).
    index('stores_name_id_idx').on(t.name, t.id),
    check('stores_review_status', sql`${t.reviewStatus} in ('waiting', 'sent_back', 'approved')`),
    // Coordinates come with how exactly they were found, or not at all.
    check(
      'stores_coordinates_precision',
      sql`(${t.latitude} is null) = (${t.coordinatesPrecision} is null) and (${t.latitude} is null) = (${t.longitude} is null) and (${t.coordinatesPrecision} is null or ${t.coordinatesPrecision} in ('address', 'street', 'zipcode'))`,
    ),
    // Staff's list of stores waiting for review, oldest request first.
    index('stores_waiting_review_idx')
      .on(t.reviewRequestedAt)
      .where(sql`${t.reviewStatus} = 'waiting'`),
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
    /**
     * The stock it had when its seller marked it sold out, which Back in stock puts back (issue
     * #31); null otherwise, and cleared when the stock is set.
     */
    restock: integer('restock'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    needsAgeVerification: boolean('needs_age_verification').notNull().default(false),
    isTaxable: boolean('is_taxable').notNull().default(true),
    isHidden: boolean('is_hidden').notNull().default(false),
    customizations: jsonb('customizations').$type<Customization[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
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
    // The last line of defence: no sale, race or bug may push stock below zero.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
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
