import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { products } from './catalog.js';

/** Promo codes in the shape the payment provider uses (SPEC §3 Promo response). */
export const promoCodes = pgTable('promo_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  code: text('code').notNull().unique(),
  amountOffCents: integer('amount_off_cents'),
  percentOff: integer('percent_off'),
  minimumAmountCents: integer('minimum_amount_cents'),
  active: boolean('active').notNull().default(true),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A hosted-checkout attempt. It carries the order as the server priced it, so the order created
 * on payment never depends on anything the browser sends afterwards.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** Ours, chosen before the provider is called (reservations point at it). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
    /**
     * The provider's id (Stripe's `cs_…`), known once the provider session exists: the
     * `sessionId` the browser and the webhook name the session by.
     */
    providerSessionId: text('provider_session_id').unique(),
    status: text('status', { enum: ['open', 'paid', 'expired', 'cancelled'] })
      .notNull()
      .default('open'),
    userId: uuid('user_id').notNull(),
    pricedOrder: jsonb('priced_order').$type<Record<string, unknown>>().notNull(),
    amountTotalCents: integer('amount_total_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    url: text('url'),
    /** Where the hosted page sends the buyer after paying or cancelling, as the provider got them. */
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    /** When the provider (or the sandbox page) reported the payment. */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    orderId: uuid('order_id'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payment_sessions_user_idx').on(t.userId, t.status),
    // The expiry sweep: open sessions by expiry.
    index('payment_sessions_expiry_idx').on(t.status, t.expiresAt),
  ],
);

/** Units held for an open payment session; released when it expires, committed when paid. */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentSessionId: text('payment_session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    status: text('status', { enum: ['held', 'committed', 'released'] })
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_reservations_product_idx').on(t.productId, t.status),
    index('stock_reservations_session_idx').on(t.paymentSessionId),
  ],
);

/**
 * The sandbox provider's own record of the refunds it made ('re_sandbox_…'), as Stripe keeps its
 * own: one per refund of ours (`refundRef`), never more in all than the session's payment.
 */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: text('id').primaryKey(),
    paymentSessionId: text('payment_session_id')
      .notNull()
      .references(() => paymentSessions.id, { onDelete: 'cascade' }),
    /** Our refund's id, as Stripe keeps it in the refund's metadata. */
    refundRef: text('refund_ref').notNull().unique(),
    amountCents: integer('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_refunds_session_idx').on(t.paymentSessionId)],
);
