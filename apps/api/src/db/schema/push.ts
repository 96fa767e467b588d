import type { PushPayload } from '@marketplace/core/push/order-pushes';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.js';

/**
 * A browser that takes push notifications for its user (issue #36, docs/decisions/144): what
 * `PushSubscription.toJSON()` gave, one row per endpoint. The same browser subscribing again,
 * for the same user or another who signed in on it, updates its row; a user keeps at most ten.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The push service's address for this browser (https). */
    endpoint: text('endpoint').notNull().unique(),
    /** The browser's P-256 public key and auth secret, base64url: what a payload is encrypted to. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** 'Chrome on Android', read from the user agent when it subscribed. */
    deviceLabel: text('device_label').notNull(),
    /** When this browser last subscribed: the oldest of a user's is the first dropped. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId, t.createdAt)],
);

export const PUSH_MESSAGE_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;

/**
 * The push outbox: one row per notification and device, written in the transaction of the event
 * that owes it. `event_key` names the event (`order-event:{id}`, `late:{orderId}`): one event
 * never pushes one device twice, however often its transaction is retried or however many
 * instances see it. A worker claims rows (FOR UPDATE SKIP LOCKED), sends them and records how it
 * went; a device the push service says is gone takes its rows with it.
 */
export const pushMessages = pgTable(
  'push_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    subscriptionId: uuid('subscription_id')
      .notNull()
      .references(() => pushSubscriptions.id, { onDelete: 'cascade' }),
    eventKey: text('event_key').notNull(),
    payload: jsonb('payload').$type<PushPayload>().notNull(),
    /** pending (to send, at next_attempt_at), sending (claimed by a worker), sent, failed. */
    status: text('status', { enum: PUSH_MESSAGE_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('push_messages_subscription_event_key').on(t.subscriptionId, t.eventKey),
    // The worker's claim: what is due, oldest first.
    index('push_messages_due_idx').on(t.status, t.nextAttemptAt),
  ],
);

/**
 * The VAPID key pair push messages are signed with when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY
 * are not set (docs/decisions/144): made by the first instance that needs one and read by every
 * other, so subscriptions keep working across restarts and instances. One row.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);
