import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Zip codes we deliver to, grouped by city for display. */
export const serviceZipcodes = pgTable('service_zipcodes', {
  zipcode: text('zipcode').primaryKey(),
  city: text('city').notNull(),
});

/** A visitor outside the service area who asked to hear when we launch there. */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    name: text('name').notNull(),
    zipcode: text('zipcode').notNull(),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('leads_phone_idx').on(t.phone)],
);
