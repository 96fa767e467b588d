import { type LineUnits, REFUND_CAUSES, REFUND_STATES } from '@marketplace/core/money/refunds';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders.js';

/**
 * One refund of an order's payment, as the provider was asked for it (issue #35,
 * docs/decisions/140): written 'requested' with its amount under the order's lock, so what is
 * left to refund is always the capture less these rows (core's refundableCents); then settled by
 * the provider's answer, or by the reconciliation sweep after a crash.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    cause: text('cause', { enum: REFUND_CAUSES }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    /**
     * The store's part of it, for its statement: what it gives back of the goods (with their tax,
     * less the discount) and its tip; never more in all than the order paid the store. The rest
     * (the window fee, the driver's tip) is the marketplace's.
     */
    storeCents: integer('store_cents').notNull(),
    /** The units of the order's lines it gives back (by line index); empty for an amount. */
    lines: jsonb('lines').$type<LineUnits[]>().notNull().default([]),
    reason: text('reason').notNull(),
    state: text('state', { enum: REFUND_STATES }).notNull().default('requested'),
    /**
     * The current attempt's key at the provider: a retry after a refusal is a new attempt with a
     * new key, and the adapter looks the refund up by its id before making one, so none is made
     * twice.
     */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    attempts: integer('attempts').notNull().default(1),
    /** The provider's id (Stripe's `re_…`), once it answered. */
    providerRefundId: text('provider_refund_id'),
    /** Why the provider refused or failed, for the admin who retries. */
    error: text('error'),
    /** Who asked for it: null for the system (a line the driver found sold out is still theirs). */
    actorUserId: uuid('actor_user_id'),
    actorRole: text('actor_role').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId, t.requestedAt),
    // The reconciliation sweep: refunds still waiting for an answer, oldest first.
    index('refunds_requested_idx').on(t.requestedAt).where(sql`${t.state} = 'requested'`),
    // Statements: refunds settled in a period.
    index('refunds_settled_idx').on(t.settledAt),
  ],
);
