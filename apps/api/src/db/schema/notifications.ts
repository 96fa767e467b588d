import { TEXT_KINDS } from '@marketplace/core/text-messages/text-kinds';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { stores } from './catalog.js';
import { orderEvents, orders } from './orders.js';

export const NOTIFICATION_STATUSES = ['pending', 'sending', 'sent', 'failed', 'opted_out'] as const;

/**
 * The text-message outbox (issue #15, docs/decisions/098): one row per message an order event
 * (or a store's review) owes someone, written in the transaction that writes the change, so a message is owed exactly
 * when the change committed. A worker claims rows (FOR UPDATE SKIP LOCKED), sends them, and
 * records the outcome; the admin reads the table.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderEventId: bigint('order_event_id', { mode: 'number' }).references(() => orderEvents.id, {
      onDelete: 'cascade',
    }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    /** A store review's text (issue #31) is about a store instead of an order. */
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: TEXT_KINDS }).notNull(),
    recipientUserId: uuid('recipient_user_id').notNull(),
    recipientRole: text('recipient_role', { enum: ['buyer', 'seller'] }).notNull(),
    /** E.164, as the user's account had it when the message was owed. */
    phone: text('phone').notNull(),
    /** The message without the brand the sender puts first. */
    body: text('body').notNull(),
    /**
     * pending (to send, at next_attempt_at), sending (claimed by a worker), sent, failed (gave
     * up: the admin sees why), opted_out (the recipient replied STOP).
     */
    status: text('status', { enum: NOTIFICATION_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** The provider's message id (Twilio's SM…), once sent. */
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // About an order (with the event that owed it, or dispatch's running-late warning, which
    // no event owes) or about a store, never both.
    check(
      'notifications_subject',
      sql`(${t.orderId} is not null and (${t.orderEventId} is not null or ${t.kind} = 'running_late') and ${t.storeId} is null) or (${t.storeId} is not null and ${t.orderId} is null and ${t.orderEventId} is null)`,
    ),
    // One message per event and person, however often the event's transaction is retried.
    uniqueIndex('notifications_event_recipient_idx').on(t.orderEventId, t.recipientUserId),
    // One running-late text per order and person, however many instances see it late.
    uniqueIndex('notifications_order_late_idx')
      .on(t.orderId, t.recipientUserId)
      .where(sql`${t.kind} = 'running_late'`),
    // The worker's claim: what is due, oldest first.
    index('notifications_due_idx').on(t.status, t.nextAttemptAt),
    index('notifications_created_at_idx').on(t.createdAt, t.id),
  ],
);
