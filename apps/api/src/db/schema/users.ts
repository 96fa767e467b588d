import type { Role } from '@marketplace/core/constants/roles';
import type { CoordinatePrecision } from '@marketplace/core/geo/coordinate-precision';
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A person. `role` is the one role they act as; the role ids (`buyerId`, `sellerId`…) are stable
 * identifiers other records point at (a store's `sellerId`, an order's `buyerId`), kept even when
 * the role changes so history stays attached.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull().unique(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    dob: date('dob'),
    gender: text('gender'),
    role: text('role', { enum: ['buyer', 'seller', 'driver', 'admin', 'dataentry'] })
      .notNull()
      .default('buyer'),
    buyerId: uuid('buyer_id').unique(),
    sellerId: uuid('seller_id').unique(),
    driverId: uuid('driver_id').unique(),
    adminId: uuid('admin_id').unique(),
    dataentryId: uuid('dataentry_id').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    // GET /api/users pages by (created_at, id), all roles or one (modules/users/list-users.ts).
    index('users_created_at_id_idx').on(t.createdAt, t.id),
    index('users_role_created_at_id_idx').on(t.role, t.createdAt, t.id),
    // GET /api/sellers pages sellers by (first_name, last_name, id) (modules/users/people-pages.ts).
    index('users_sellers_by_name_idx')
      .on(t.firstName, t.lastName, t.id)
      .where(sql`${t.role} = 'seller' and ${t.sellerId} is not null`),
    // users_driver_names_idx (driver_id) include (first_name, last_name), in drizzle/0045 by
    // hand (drizzle has no INCLUDE): an order row's driver name, an index-only scan.
    // GET /api/drivers the same way (modules/users/people-pages.ts).
    index('users_drivers_by_name_idx')
      .on(t.firstName, t.lastName, t.id)
      .where(sql`${t.role} = 'driver' and ${t.driverId} is not null`),
  ],
);

/**
 * How many users hold each role (issue #32): the user list's unfiltered counts, read instead of
 * counting every user. A trigger on users keeps it in the transaction that adds, removes or
 * re-roles a user (drizzle/0041).
 */
export const userRoleCounts = pgTable('user_role_counts', {
  role: text('role', { enum: ['buyer', 'seller', 'driver', 'admin', 'dataentry'] }).primaryKey(),
  users: integer('users').notNull(),
});

/**
 * A login (docs/decisions/121): a session token names its row, and a request is served only while
 * the row is neither ended (logout, an admin's revoke) nor past its time. Rows of a user's ended
 * and expired sessions are cleared when they next log in.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When it was ended, by its user logging out or an admin; null while it lasts. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Delivery addresses a buyer has used, offered again at checkout. */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullname: text('fullname').notNull(),
    contact: text('contact').notNull(),
    street1: text('street1').notNull(),
    street2: text('street2').notNull().default(''),
    aptHouseNo: text('apt_house_no'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    latitude: text('latitude'),
    longitude: text('longitude'),
    /** How exactly latitude and longitude place the address (issue #33); null when unknown. */
    coordinatesPrecision: text('coordinates_precision').$type<CoordinatePrecision>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_addresses_user_idx').on(t.userId)],
);

/** The column holding each role's id: records such as a store's `sellerId` point at it. */
export const ROLE_ID = {
  buyer: 'buyerId',
  seller: 'sellerId',
  driver: 'driverId',
  admin: 'adminId',
  dataentry: 'dataentryId',
} as const satisfies Record<Role, keyof typeof users.$inferSelect>;
