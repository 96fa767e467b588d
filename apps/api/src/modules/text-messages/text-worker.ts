import { withBrand } from '@marketplace/core/text-messages/order-texts';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { countTextFailure } from '../../business-metrics.js';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema.js';
import { createOutboxLoop, type OutboxLoop } from '../../outbox-loop.js';
import { SmsDeliveryError, type SmsProvider } from '../../providers/sms/sms-provider.js';

/** Tries before a message is given up on and shown to the admin as failed. */
export const MAX_ATTEMPTS = 5;
/** Messages one claim takes. */
export const CLAIM_BATCH = 20;
/**
 * A message claimed this long ago and still not settled belongs to a worker that died while
 * sending: it is claimed again. Far longer than a provider call may take, so a slow send is not
 * repeated by another worker.
 */
export const STALE_CLAIM_MS = 5 * 60_000;

/** 5 s, 10 s, 20 s, 40 s between tries. */
export function retryDelayMs(attempts: number): number {
  return 5_000 * 2 ** Math.max(0, attempts - 1);
}

export type TextWorker = OutboxLoop & {
  /** Claims and sends what is due now; answers how many messages it claimed. */
  runOnce(): Promise<number>;
};

type Row = typeof notifications.$inferSelect;

/** What the worker logs when the database goes away, and when it is back. */
export const TEXTS_WAIT =
  'Text messages: the database is not answering; sending waits until it is back.';
export const TEXTS_RESUME = 'Text messages: the database answers again; sending resumes.';

/**
 * The outbox's sender (issue #15, docs/decisions/098), one in every API process. A claim marks
 * due messages `sending` in one short transaction (FOR UPDATE SKIP LOCKED), so two workers —
 * two instances — never take the same message; then each is sent and its outcome recorded: sent
 * (with the provider's id), tried again later with a growing wait, failed after MAX_ATTEMPTS or
 * at once when retrying cannot help, or opted out when the recipient replied STOP.
 */
export function createTextWorker(deps: {
  db: Database;
  sms: SmsProvider;
  clock: () => Date;
  brand: string;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
}): TextWorker {
  const { db, sms, clock } = deps;
  const intervalMs = deps.intervalMs ?? 1_000;

  const claim = () =>
    db.transaction(async (tx) => {
      const now = clock();
      const due = await tx
        .select({ id: notifications.id })
        .from(notifications)
        .where(
          or(
            and(eq(notifications.status, 'pending'), lte(notifications.nextAttemptAt, now)),
            and(
              eq(notifications.status, 'sending'),
              lte(notifications.claimedAt, new Date(now.getTime() - STALE_CLAIM_MS)),
            ),
          ),
        )
        .orderBy(asc(notifications.nextAttemptAt))
        .limit(CLAIM_BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(notifications)
        .set({ status: 'sending', attempts: sql`${notifications.attempts} + 1`, claimedAt: now })
        .where(
          inArray(
            notifications.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });

  const settle = (row: Row, change: Partial<typeof notifications.$inferInsert>) =>
    db
      .update(notifications)
      .set(change)
      .where(and(eq(notifications.id, row.id), eq(notifications.status, 'sending')));

  /** Sends one message: its provider id when sent; a failure is settled here. */
  const send = async (row: Row): Promise<{ id: string; providerId: string } | null> => {
    try {
      const receipt = await sms.send({ to: row.phone, body: withBrand(deps.brand, row.body) });
      return { id: row.id, providerId: receipt.providerId };
    } catch (error) {
      const failure =
        error instanceof SmsDeliveryError
          ? error
          : new SmsDeliveryError(String(error), { permanent: false, cause: error });
      if (failure.optedOut) {
        await settle(row, { status: 'opted_out', lastError: failure.message });
      } else if (failure.permanent || row.attempts >= MAX_ATTEMPTS) {
        await settle(row, { status: 'failed', lastError: failure.message });
        countTextFailure('given_up');
      } else {
        await settle(row, {
          status: 'pending',
          lastError: failure.message,
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(row.attempts)),
        });
        countTextFailure('retrying');
      }
      return null;
    }
  };

  /**
   * A claim's sent messages, settled in one statement once all have been sent: a rush of orders
   * texts hundreds a second, and a commit for each, waiting for the disk, held up the checkouts'
   * own commits (docs/decisions/110).
   */
  const settleSent = async (sent: { id: string; providerId: string }[]) => {
    if (sent.length === 0) return;
    await db
      .update(notifications)
      .set({ status: 'sent', providerId: sql`sent.provider_id`, sentAt: clock(), lastError: null })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(
          sent.map(({ id, providerId }) => ({ id, provider_id: providerId })),
        )}::jsonb) as sent(id uuid, provider_id text)`,
      )
      .where(and(eq(notifications.id, sql`sent.id`), eq(notifications.status, 'sending')));
  };

  const runOnce = async () => {
    const claimed = await claim();
    const sent = await Promise.all(claimed.map(send));
    await settleSent(sent.filter((message) => message !== null));
    return claimed.length;
  };

  return {
    runOnce,
    ...createOutboxLoop({
      runOnce,
      batch: CLAIM_BATCH,
      intervalMs,
      log: deps.log,
      words: {
        wait: TEXTS_WAIT,
        resume: TEXTS_RESUME,
        failed: 'Text messages: could not claim or record messages.',
      },
    }),
  };
}
