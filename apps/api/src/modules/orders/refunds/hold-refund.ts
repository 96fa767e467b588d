import { randomUUID } from 'node:crypto';
import {
  REFUND_LINES_TAKEN,
  REFUND_NO_CARD_PAYMENT,
  REFUND_NOTHING_LEFT,
  refundMoreThanLeft,
} from '@marketplace/core/constants/messages';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { judgeRefund, type LineUnits, type RefundCause } from '@marketplace/core/money/refunds';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { refunds } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { OrderRecord } from '../order-records.js';
import {
  capturedCents,
  everyUnitLeft,
  linesWorth,
  type RefundRow,
  refundableOf,
  storeTakingsCents,
  unitsAreLeft,
} from './refund-records.js';

/** What to give back: the order's remainder, chosen units of its lines, or an amount. */
export type RefundAsk =
  | { cause: 'cancel' }
  | { cause: Extract<RefundCause, 'lines' | 'item_unavailable'>; lines: readonly LineUnits[] }
  | { cause: 'amount'; amountCents: number };

/**
 * Writes a refund 'requested' with its amount, in the caller's transaction, with the order's row
 * locked by the caller (docs/decisions/140): so of two refunds at once the second sees the
 * first's cents held, and a line is refunded once. Core judges the amount against the capture
 * less every refund not failed; a line refund is capped at what is left (an earlier amount
 * refund may have taken part of its worth). Null for a cancellation with nothing to give back.
 */
export async function holdRefund(
  tx: Executor,
  input: {
    order: OrderRecord;
    ask: RefundAsk;
    reason: string;
    actor: Actor | null;
    /** The app's clock: the reconciliation sweep's grace is measured on it. */
    now: Date;
  },
): Promise<RefundRow | null> {
  const { order, ask } = input;
  if (capturedCents(order) === 0) {
    if (ask.cause === 'cancel') return null;
    throw new AppError('CONFLICT', REFUND_NO_CARD_PAYMENT);
  }
  const earlier = await tx.select().from(refunds).where(eq(refunds.orderId, order.id));
  const left = refundableOf(order, earlier);
  let lines: readonly LineUnits[] = [];
  let amountCents: number;
  if (ask.cause === 'amount') {
    amountCents = ask.amountCents;
  } else {
    lines = ask.cause === 'cancel' ? everyUnitLeft(order, earlier) : ask.lines;
    if (!unitsAreLeft(order, earlier, lines)) throw new AppError('CONFLICT', REFUND_LINES_TAKEN);
    // A cancellation gives back everything left: fees and tips too.
    amountCents = ask.cause === 'cancel' ? left : Math.min(linesWorth(order, earlier, lines), left);
  }
  if (ask.cause === 'cancel' && left === 0) return null;
  const judged = judgeRefund({
    capturedCents: capturedCents(order),
    refunds: earlier,
    amountCents,
  });
  if (!judged.ok) {
    throw new AppError(
      'CONFLICT',
      left === 0 ? REFUND_NOTHING_LEFT : refundMoreThanLeft(formatUsd(left)),
    );
  }
  // The store gives back at most what the order paid it, less what earlier refunds took.
  const storeLeft =
    storeTakingsCents(order) -
    earlier.reduce((sum, row) => sum + (row.state === 'failed' ? 0 : row.storeCents), 0);
  const id = randomUUID();
  const [row] = await tx
    .insert(refunds)
    .values({
      id,
      orderId: order.id,
      cause: ask.cause,
      amountCents,
      storeCents: Math.max(0, Math.min(amountCents, storeLeft)),
      lines: [...lines],
      reason: input.reason,
      idempotencyKey: `refund-${id}-1`,
      actorUserId: input.actor?.id ?? null,
      actorRole: input.actor?.role ?? 'system',
      requestedAt: input.now,
    })
    .returning();
  return row!;
}
