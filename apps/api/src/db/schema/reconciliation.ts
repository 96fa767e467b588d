import { FINDING_KINDS } from '@marketplace/core/money/reconciliation';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';

/**
 * What the reconciliation sweep found and did (issue #35, docs/decisions/142), on every instance
 * alike: a refund left 'requested' that it settled, a captured payment without an order that it
 * recorded, or one it could not, which needs a person. A finding the sweep fixed is resolved when
 * found; one that needs a person stays open until an admin marks it handled. Written once per
 * refund and per provider payment (the unique keys below, insert … on conflict), whichever
 * instance finds it first.
 */
export const reconciliationFindings = pgTable(
  'reconciliation_findings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: FINDING_KINDS }).notNull(),
    /** The refund settled (refund findings); its order is in `orderId`. */
    refundId: uuid('refund_id'),
    /** The order refunded, or the one recorded for a payment; null for a payment without one. */
    orderId: uuid('order_id'),
    /** The provider's id of the payment (Stripe's `cs_…`), for payment findings. */
    providerSessionId: text('provider_session_id'),
    amountCents: integer('amount_cents'),
    /** What happened and what a person should do, in a sentence (core's messages). */
    detail: text('detail').notNull(),
    /** When it was dealt with: at once for what the sweep fixed, by an admin otherwise. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** The admin who marked it handled; null while open and for what the sweep fixed. */
    resolvedByUserId: uuid('resolved_by_user_id'),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('reconciliation_findings_refund_key').on(t.kind, t.refundId),
    unique('reconciliation_findings_payment_key').on(t.kind, t.providerSessionId),
    // The admin's list: open ones first, then the newest.
    index('reconciliation_findings_open_idx').on(t.foundAt).where(sql`${t.resolvedAt} is null`),
    index('reconciliation_findings_found_idx').on(t.foundAt),
  ],
);
