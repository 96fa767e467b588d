import { and, asc, eq, inArray, isNull, lt, type Placeholder, sql } from 'drizzle-orm';
import { countCheckouts } from '../../business-metrics.js';
import type { Executor } from '../../db/client.js';
import { uuidArray } from '../../db/ids.js';
import { preparedFor, preparedSql } from '../../db/prepared.js';
import { paymentSessions, stockReservations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { returnStock, takeStock } from '../catalog/stock.js';

/**
 * Units held for payment sessions (docs/decisions/050): taken from the catalogue's stock when a
 * session opens, given back if it lapses, kept when it is paid. Giving back turns reservations
 * `held` → `released` first and returns only what that UPDATE returned, so a reservation is
 * given back once, however many sweeps race for it. The stock itself is the catalogue's
 * (catalog/stock.ts).
 */

/**
 * A session's units stay held this long past its expiry before the sweep gives them back: a
 * card payment completed in the last seconds (Stripe's own session outlives ours by a minute)
 * still finds its stock when the confirmation or the webhook arrives.
 */
export const RELEASE_GRACE_MS = 5 * 60_000;

/** Sessions given back per transaction; the sweep loops until a batch comes back short. */
const RELEASE_BATCH = 100;

/** Ours: SPEC names no sentence for a checkout that finds too little stock. */
export const outOfStock = (name: string, left: number) =>
  left <= 0 ? `Sorry, ${name} is out of stock.` : `Only ${left} left of ${name}.`;

export type StockLine = { productId: string; name: string; quantity: number };

/** What a new session is stored with (`payment_sessions`' columns). */
export type NewPaymentSession = Pick<
  typeof paymentSessions.$inferInsert,
  'id' | 'provider' | 'userId' | 'amountTotalCents' | 'currency' | 'successUrl' | 'cancelUrl'
> & { pricedOrder: unknown; expiresAt: Date };

/** Every checkout's one statement, so prepared (drizzle/0030, docs/decisions/114). */
const reserveCheckoutCall = preparedSql<{ reserved: string }>('reserve_checkout', () => {
  const value = (name: string) => sql.placeholder(name);
  return sql`select reserve_checkout(${value('id')}::text, ${value('provider')}::text,
    ${value('userId')}::uuid, ${value('pricedOrder')}::jsonb, ${value('amountTotalCents')}::integer,
    ${value('currency')}::text, ${value('successUrl')}::text, ${value('cancelUrl')}::text,
    ${value('expiresAt')}::timestamptz, ${value('productIds')}::uuid[],
    ${value('quantities')}::integer[])::text as reserved`;
});

/**
 * A buyer's checkout reserves, in one round trip and one transaction of the database's
 * (`reserve_checkout`, drizzle/0030): the buyer's open, unpaid sessions are cancelled, their held
 * units given back, the new session stored, and every line's units taken and held, all or
 * nothing, in one pass over the products in id order. A burst of the same buyer's clicks takes
 * turns, so each new session ends the one before it. Refuses with 409 OUT_OF_STOCK naming the
 * first product that is short, and then nothing stays. Answers the cancelled sessions, so the
 * provider's side can be closed, the units given back by product, and their stores.
 */
export async function reserveCheckout(
  db: Executor,
  options: { session: NewPaymentSession; lines: readonly StockLine[] },
): Promise<{
  replaced: { id: string; providerSessionId: string | null }[];
  released: Map<string, number>;
  storesGivenBack: string[];
}> {
  const { session, lines } = options;
  try {
    const { rows } = await reserveCheckoutCall(db).execute({
      ...session,
      pricedOrder: JSON.stringify(session.pricedOrder),
      expiresAt: session.expiresAt.toISOString(),
      productIds: uuidArray(lines.map((line) => line.productId)),
      quantities: `{${lines.map((line) => line.quantity).join(',')}}`,
    });
    const reserved = JSON.parse(rows[0]!.reserved) as {
      replaced: { id: string; providerSessionId: string | null }[];
      released: Record<string, number>;
      storesGivenBack: string[];
    };
    return { ...reserved, released: new Map(Object.entries(reserved.released)) };
  } catch (error) {
    const short = shortProduct(error);
    if (!short) throw error;
    const name = lines.find((line) => line.productId === short.productId)?.name ?? 'an item';
    throw new AppError('OUT_OF_STOCK', outOfStock(name, short.left));
  }
}

/** The product `reserve_checkout` found short, from its OUT_OF_STOCK error; else null. */
function shortProduct(error: unknown): { productId: string; left: number } | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, detail } = current as { code?: unknown; detail?: unknown };
    if (code === 'P0001' && current.message === 'OUT_OF_STOCK' && typeof detail === 'string') {
      return JSON.parse(detail) as { productId: string; left: number };
    }
  }
  return null;
}

/** Gives back the held units of these sessions, once each; returns the units restored. */
async function releaseHeld(tx: Executor, sessionIds: readonly string[]): Promise<number> {
  const released = await markReleased(tx, sessionIds);
  await returnStock(tx, released);
  return [...released.values()].reduce((sum, quantity) => sum + quantity, 0);
}

/** Turns the sessions' held reservations `released`, once each: the units to give back, by product. */
async function markReleased(
  tx: Executor,
  sessionIds: readonly string[],
): Promise<Map<string, number>> {
  const byProduct = new Map<string, number>();
  if (sessionIds.length === 0) return byProduct;
  const released = await tx
    .update(stockReservations)
    .set({ status: 'released' })
    .where(
      and(
        inArray(stockReservations.paymentSessionId, [...sessionIds]),
        eq(stockReservations.status, 'held'),
      ),
    )
    .returning({ productId: stockReservations.productId, quantity: stockReservations.quantity });
  for (const { productId, quantity } of released) {
    byProduct.set(productId, (byProduct.get(productId) ?? 0) + quantity);
  }
  return byProduct;
}

/** Open, unpaid sessions that lapsed before `cutoff`. */
const lapsedBefore = (cutoff: Date | Placeholder) =>
  and(
    eq(paymentSessions.status, 'open'),
    isNull(paymentSessions.paidAt),
    lt(paymentSessions.expiresAt, cutoff),
  );

/** Asked by every sweep and every checkout short of stock, so prepared. */
const anyLapsed = preparedFor((db) =>
  db
    .select({ id: paymentSessions.id })
    .from(paymentSessions)
    .where(lapsedBefore(sql.placeholder('cutoff')))
    .limit(1)
    .prepare('any_lapsed_payment_session'),
);

/**
 * Expires open, unpaid sessions whose time (plus the grace) has passed and gives their stock
 * back. Run by the periodic sweep (until none is left) and by a checkout that finds too few
 * units (one batch, so a backlog never slows a buyer down); safe on any number of instances at
 * once (SKIP LOCKED, and each reservation is released once).
 */
export async function releaseExpiredSessions(
  db: Executor,
  options: { now: Date; batch?: number; maxBatches?: number },
): Promise<{ sessions: number; units: number }> {
  const cutoff = new Date(options.now.getTime() - RELEASE_GRACE_MS);
  const lapsed = lapsedBefore(cutoff);
  const batch = options.batch ?? RELEASE_BATCH;
  const total = { sessions: 0, units: 0 };
  for (let round = 1; ; round++) {
    // Mostly none has lapsed: one read by the expiry index then, not a transaction.
    const [any] = await anyLapsed(db).execute({ cutoff });
    if (!any) return total;
    const result = await db.transaction(async (tx) => {
      const due = tx
        .select({ id: paymentSessions.id })
        .from(paymentSessions)
        .where(lapsed)
        .orderBy(asc(paymentSessions.expiresAt))
        .limit(batch)
        .for('update', { skipLocked: true });
      const expired = await tx
        .update(paymentSessions)
        .set({ status: 'expired' })
        .where(and(inArray(paymentSessions.id, due), eq(paymentSessions.status, 'open')))
        .returning({ id: paymentSessions.id });
      const ids = expired.map((s) => s.id);
      return { sessions: ids.length, units: await releaseHeld(tx, ids) };
    });
    countCheckouts('expired', result.sessions);
    total.sessions += result.sessions;
    total.units += result.units;
    if (result.sessions < batch || round === options.maxBatches) return total;
  }
}

/**
 * Ends one open, unpaid session now (`cancelled` or `expired`) and gives its stock back. False
 * when it was not open and unpaid (paid meanwhile, or already ended), and nothing changes.
 */
export async function endSession(
  db: Executor,
  options: { paymentSessionId: string; status: 'cancelled' | 'expired' },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [ended] = await tx
      .update(paymentSessions)
      .set({ status: options.status })
      .where(
        and(
          eq(paymentSessions.id, options.paymentSessionId),
          eq(paymentSessions.status, 'open'),
          isNull(paymentSessions.paidAt),
        ),
      )
      .returning({ id: paymentSessions.id });
    if (!ended) return false;
    await releaseHeld(tx, [ended.id]);
    return true;
  });
}

/**
 * One statement on payment: the session's reservations not yet committed are locked and
 * committed, each saying what it was before, and the session is marked paid with its order.
 * The common case (all held) costs one round trip; every payment's, so prepared.
 */
const commitHeldAndPay = preparedSql<{ productId: string; quantity: number; was: string }>(
  'commit_reservations_and_pay',
  () => sql`
    with previous as (
      select id, status from stock_reservations
      where payment_session_id = ${sql.placeholder('paymentSessionId')} and status <> 'committed'
      for update
    ), paid as (
      update payment_sessions
      set status = 'paid', paid_at = ${sql.placeholder('paidAt')}::timestamptz,
        order_id = ${sql.placeholder('orderId')}::uuid
      where id = ${sql.placeholder('paymentSessionId')}
    )
    update stock_reservations set status = 'committed'
    from previous where stock_reservations.id = previous.id
    returning stock_reservations.product_id as "productId", stock_reservations.quantity,
      previous.status as was`,
);

/**
 * On payment: the session is paid with its order, and its reservations become the sale. Units
 * that were given back because the payment came after the session lapsed are taken again where
 * stock allows; what cannot be taken is returned as a shortfall for people to resolve (the buyer
 * has paid, so the order is still recorded). Inside the caller's transaction, after it locked
 * the session and recorded the order.
 */
export async function commitReservationsAndPay(
  tx: Executor,
  payment: { paymentSessionId: string; paidAt: Date; orderId: string },
): Promise<{ productId: string; quantity: number }[]> {
  const { rows: committed } = await commitHeldAndPay(tx).execute({
    ...payment,
    paidAt: payment.paidAt.toISOString(),
  });
  const shortfalls: { productId: string; quantity: number }[] = [];
  const lapsed = committed
    .filter((reservation) => reservation.was === 'released')
    // In id order, as every writer of stock locks products.
    .sort((a, b) => (a.productId < b.productId ? -1 : 1));
  for (const reservation of lapsed) {
    if (!(await takeStock(tx, reservation))) {
      shortfalls.push({ productId: reservation.productId, quantity: reservation.quantity });
    }
  }
  return shortfalls;
}
