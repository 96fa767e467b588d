import type { PushPayload } from '@marketplace/core/push/order-pushes';
import { and, asc, eq, inArray, lte, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { countPushFailure } from '../../business-metrics.js';
import type { Database } from '../../db/client.js';
import { pushMessages, pushSubscriptions } from '../../db/schema.js';
import { createOutboxLoop, type OutboxLoop } from '../../outbox-loop.js';
import {
  type PushOutcome,
  type PushProvider,
  PushSendError,
  type PushTarget,
} from '../../providers/push/push-provider.js';

/** Tries before a notification is given up on: by then its news is stale. */
export const MAX_PUSH_ATTEMPTS = 4;
/** Notifications one claim takes. */
export const PUSH_CLAIM_BATCH = 20;
/**
 * A notification claimed this long ago and still not settled belongs to a worker that died while
 * sending: it is claimed again. Far longer than a send may take (PUSH_TIMEOUT_MS).
 */
export const STALE_PUSH_CLAIM_MS = 5 * 60_000;

/** 10 s, 20 s, 40 s between tries. */
export function pushRetryDelayMs(attempts: number): number {
  return 10_000 * 2 ** Math.max(0, attempts - 1);
}

/** A send's outcome as the worker settles it: a send that failed is tried again. */
type SendOutcome = PushOutcome | 'retry';

export type PushWorker = OutboxLoop & {
  /** Claims and sends what is due now; answers how many notifications it claimed. */
  runOnce(): Promise<number>;
};

/** A claimed notification with the device it goes to. */
type Claimed = PushTarget & {
  id: string;
  subscriptionId: string;
  attempts: number;
  payload: PushPayload;
  createdAt: Date;
};

export const PUSHES_WAIT =
  'Push notifications: the database is not answering; sending waits until it is back.';
export const PUSHES_RESUME = 'Push notifications: the database answers again; sending resumes.';

/**
 * The push outbox's sender (issue #36, docs/decisions/144), one in every API process, as the
 * texts' is: a claim marks due notifications `sending` in one statement (FOR UPDATE SKIP LOCKED),
 * so two workers never take the same one; each is then sent and settled: sent; its device
 * removed when the push service says it is gone (its other notifications with it); tried again
 * later with a growing wait, and failed after MAX_PUSH_ATTEMPTS.
 */
export function createPushWorker(deps: {
  db: Database;
  push: PushProvider;
  clock: () => Date;
  log?: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
}): PushWorker {
  const { db, push, clock } = deps;

  /** One statement: the due rows are locked, skipping those another worker holds, and marked. */
  const claim = (): Promise<Claimed[]> => {
    const now = clock();
    const due = db
      .select({ id: pushMessages.id })
      .from(pushMessages)
      .where(
        or(
          and(eq(pushMessages.status, 'pending'), lte(pushMessages.nextAttemptAt, now)),
          and(
            eq(pushMessages.status, 'sending'),
            lte(pushMessages.claimedAt, new Date(now.getTime() - STALE_PUSH_CLAIM_MS)),
          ),
        ),
      )
      .orderBy(asc(pushMessages.nextAttemptAt))
      .limit(PUSH_CLAIM_BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(pushMessages)
      .set({ status: 'sending', attempts: sql`${pushMessages.attempts} + 1`, claimedAt: now })
      .from(pushSubscriptions)
      .where(
        and(eq(pushSubscriptions.id, pushMessages.subscriptionId), inArray(pushMessages.id, due)),
      )
      .returning({
        id: pushMessages.id,
        subscriptionId: pushMessages.subscriptionId,
        attempts: pushMessages.attempts,
        payload: pushMessages.payload,
        createdAt: pushMessages.createdAt,
        endpoint: pushSubscriptions.endpoint,
        p256dh: pushSubscriptions.p256dh,
        auth: pushSubscriptions.auth,
      });
  };

  const send = async (message: Claimed): Promise<SendOutcome> => {
    try {
      return await push.send(message, message.payload);
    } catch (error) {
      // A push service's refusal is said in words; anything else (a key that could not be read)
      // keeps its stack.
      const refused = error instanceof PushSendError;
      deps.log?.warn(
        refused ? { attempts: message.attempts } : { attempts: message.attempts, err: error },
        `Push notifications: a notification was not taken: ${refused ? error.message : String(error)}`,
      );
      return 'retry';
    }
  };

  const settle = async (claimed: Claimed[], outcomes: Map<string, SendOutcome>) => {
    const now = clock();
    const of = (outcome: SendOutcome) =>
      claimed.filter((message) => outcomes.get(message.id) === outcome);
    const sent = of('sent');
    const gone = of('gone');
    const again = of('retry');
    if (sent.length > 0) {
      await db
        .update(pushMessages)
        .set({ status: 'sent', sentAt: now })
        .where(
          and(
            inArray(
              pushMessages.id,
              sent.map((message) => message.id),
            ),
            eq(pushMessages.status, 'sending'),
          ),
        );
      await db
        .update(pushSubscriptions)
        .set({ lastSentAt: now })
        .where(
          inArray(
            pushSubscriptions.id,
            sent.map((message) => message.subscriptionId),
          ),
        );
    }
    if (gone.length > 0) {
      // The browser unsubscribed or withdrew its permission: nothing more goes to it.
      await db.delete(pushSubscriptions).where(
        inArray(
          pushSubscriptions.id,
          gone.map((message) => message.subscriptionId),
        ),
      );
    }
    for (const message of again) {
      countPushFailure(message.attempts >= MAX_PUSH_ATTEMPTS ? 'given_up' : 'retrying');
      await db
        .update(pushMessages)
        .set(
          message.attempts >= MAX_PUSH_ATTEMPTS
            ? { status: 'failed' }
            : {
                status: 'pending',
                nextAttemptAt: new Date(now.getTime() + pushRetryDelayMs(message.attempts)),
              },
        )
        .where(and(eq(pushMessages.id, message.id), eq(pushMessages.status, 'sending')));
    }
  };

  /**
   * Devices in parallel, each device's notifications one after another, oldest first: they share
   * an order's tag, so the one a device shows last must be the latest news (a delivery given and
   * taken back before the worker came by says "reassigned", not "new delivery").
   */
  const sendAll = async (claimed: Claimed[]): Promise<Map<string, SendOutcome>> => {
    const byDevice = new Map<string, Claimed[]>();
    const oldestFirst = [...claimed].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id),
    );
    for (const message of oldestFirst) {
      byDevice.set(message.subscriptionId, [
        ...(byDevice.get(message.subscriptionId) ?? []),
        message,
      ]);
    }
    const outcomes = new Map<string, SendOutcome>();
    await Promise.all(
      [...byDevice.values()].map(async (messages) => {
        for (const message of messages) {
          const outcome = await send(message);
          outcomes.set(message.id, outcome);
          // Gone: the rest of this device's would be refused alike, and are deleted with it.
          if (outcome === 'gone') return;
        }
      }),
    );
    return outcomes;
  };

  const runOnce = async () => {
    const claimed = await claim();
    if (claimed.length === 0) return 0;
    const outcomes = await sendAll(claimed);
    await settle(
      claimed.filter((message) => outcomes.has(message.id)),
      outcomes,
    );
    return claimed.length;
  };

  return {
    runOnce,
    ...createOutboxLoop({
      runOnce,
      batch: PUSH_CLAIM_BATCH,
      intervalMs: deps.intervalMs ?? 1_000,
      log: deps.log,
      words: {
        wait: PUSHES_WAIT,
        resume: PUSHES_RESUME,
        failed: 'Push notifications: could not claim or record notifications.',
      },
    }),
  };
}
