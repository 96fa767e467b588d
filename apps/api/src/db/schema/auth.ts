import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * One one-time code sent to a phone by the local OTP provider. Only a hash of the code is kept.
 * (Twilio Verify keeps its own codes; this table is unused with it.)
 */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_challenges_phone_created_idx').on(t.phone, t.createdAt)],
);

/**
 * Every code sent to a phone, whatever the provider. The per-phone send limits count these rows,
 * so they hold across every API instance.
 */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_sends_phone_created_idx').on(t.phone, t.createdAt),
    // The hourly budget of every phone's sends counts by time alone (docs/decisions/118).
    index('otp_sends_created_idx').on(t.createdAt),
  ],
);
