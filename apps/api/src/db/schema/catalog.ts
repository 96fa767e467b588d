import { sql } from 'drizzle-orm';
import {
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
    storeHours: jsonb('store_hours').$type<StoreHours>().notNull().default({}),
    timezone: text('timezone').notNull().default('America/Los_Angeles'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stores_category_idx').on(t.category), index('stores_seller_idx').on(t.sellerId)],
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
  },
  (t) => [
    index('products_store_idx').on(t.storeId),
    index('products_category_idx').on(t.productCategoryId),
    // The last line of defence: no sale, race or bug may push stock below zero.
    check('products_stock_not_negative', sql`${t.stock} >= 0`),
    check('products_price_positive', sql`${t.priceCents} > 0`),
  ],
);
