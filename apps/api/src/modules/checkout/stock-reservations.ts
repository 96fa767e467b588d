import { and, asc, eq, inArray, isNull, lt, ne, type Placeholder, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor, preparedSql } from '../../db/prepared.js';
import { paymentSessions, stockReservations } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { returnStock, stockLeft, takeStock, takingStock } from '../catalog/stock.js';

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

/**
 * Takes every line's units for the session, all or nothing, inside the caller's transaction, and
 * gives back the units of the buyer's sessions it replaced (`givingBack`), in one pass over the
 * product rows in id order. This is the transaction's last step: the rows stay locked from here
 * to its commit, and a product every buyer wants is locked for nothing else. Refuses with 409
 * OUT_OF_STOCK naming the first product that is short. Answers the stores whose stock went back.
 */
export async function reserveStock(
  tx: Executor,
  options: {
    paymentSessionId: string;
    expiresAt: Date;
    lines: readonly StockLine[];
    givingBack: ReadonlyMap<string, number>;
  },
): Promise<string[]> {
  const lines = new Map(options.lines.map((line) => [line.productId, line]));
  const storesGivenBack = new Set<string>();
  for (const productId of [...new Set([...lines.keys(), ...options.givingBack.keys()])].sort()) {
    const units = options.givingBack.get(productId);
    if (units !== undefined) {
      for (const store of await returnStock(tx, new Map([[productId, units]]))) {
        storesGivenBack.add(store);
      }
    }
    const line = lines.get(productId);
    if (line && !(await takeAndHold(tx, { ...options, line }))) {
      throw new AppError('OUT_OF_STOCK', outOfStock(line.name, await stockLeft(tx, productId)));
    }
  }
  return [...storesGivenBack];
}

/**
 * Takes the line's units and records the reservation holding them, in one statement: the
 * product row is locked from here to the commit, and under a rush every buyer waits for it in
 * turn, so a round trip fewer in between is that much less waiting (docs/decisions/110). Empty
 * when too few are left, and nothing is taken or recorded.
 */
const takeAndHoldStatement = preparedSql('take_and_hold_stock', (db) => {
  const column = (name: { name: string }) => sql.identifier(name.name);
  const line = { productId: sql.placeholder('productId'), quantity: sql.placeholder('quantity') };
  return sql`
    with taken as ${takingStock(db, line)}
    insert into ${stockReservations} (${column(stockReservations.paymentSessionId)},
      ${column(stockReservations.productId)}, ${column(stockReservations.quantity)},
      ${column(stockReservations.expiresAt)})
    select ${sql.placeholder('paymentSessionId')}::text, taken.id,
      ${sql.placeholder('quantity')}::integer, ${sql.placeholder('expiresAt')}::timestamptz
    from taken
    returning 1`;
});

/** False when too few are left, and nothing is taken or recorded. */
async function takeAndHold(
  tx: Executor,
  options: { paymentSessionId: string; expiresAt: Date; line: StockLine },
): Promise<boolean> {
  const { paymentSessionId, expiresAt, line } = options;
  const held = await takeAndHoldStatement(tx).execute({
    productId: line.productId,
    quantity: line.quantity,
    paymentSessionId,
    expiresAt: expiresAt.toISOString(),
  });
  return held.rows.length > 0;
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

/** A buyer's open, unpaid sessions, cancelled: the first write of every checkout, so prepared. */
const cancelOpenSessions = preparedFor((db) =>
  db
    .update(paymentSessions)
    .set({ status: 'cancelled' })
    .where(
      and(
        eq(paymentSessions.userId, sql.placeholder('userId')),
        eq(paymentSessions.status, 'open'),
        isNull(paymentSessions.paidAt),
      ),
    )
    .returning({ id: paymentSessions.id, providerSessionId: paymentSessions.providerSessionId })
    .prepare('cancel_open_payment_sessions'),
);

/**
 * The start of a buyer's checkout, inside its transaction: cancels the buyer's open, unpaid
 * sessions and turns their reservations `released`, so their holds never stand in the way of the
 * new one. Sessions, then their reservations; the units go back to the products in
 * `reserveStock`'s one id-ordered pass, as every other writer of stock locks them: two checkouts,
 * or a checkout and the sweep, never wait on each other in a cycle. Returns the cancelled
 * sessions, so the provider's side can be closed, and the units to give back.
 */
export async function replaceOpenSessions(
  tx: Executor,
  options: { userId: string },
): Promise<{
  replaced: { id: string; providerSessionId: string | null }[];
  released: Map<string, number>;
}> {
  const replaced = await cancelOpenSessions(tx).execute({ userId: options.userId });
  const released = await markReleased(
    tx,
    replaced.map((session) => session.id),
  );
  return { replaced, released };
}

/**
 * One statement: the reservations not yet committed are locked and committed, each saying what
 * it was before, so that the common case (all held) costs one round trip. Every payment's, so
 * prepared.
 */
const commitHeld = preparedFor((db) => {
  const previous = db
    .select({ id: stockReservations.id, status: stockReservations.status })
    .from(stockReservations)
    .where(
      and(
        eq(stockReservations.paymentSessionId, sql.placeholder('paymentSessionId')),
        ne(stockReservations.status, 'committed'),
      ),
    )
    .for('update')
    .as('previous');
  return db
    .update(stockReservations)
    .set({ status: 'committed' })
    .from(previous)
    .where(eq(stockReservations.id, previous.id))
    .returning({
      productId: stockReservations.productId,
      quantity: stockReservations.quantity,
      was: previous.status,
    })
    .prepare('commit_held_reservations');
});

/**
 * On payment: the session's reservations become the sale. Units that were given back because the
 * payment came after the session lapsed are taken again where stock allows; what cannot be
 * taken is returned as a shortfall for people to resolve (the buyer has paid, so the order is
 * still recorded). Inside the caller's transaction, after it locked the session.
 */
export async function commitReservations(
  tx: Executor,
  paymentSessionId: string,
): Promise<{ productId: string; quantity: number }[]> {
  const committed = await commitHeld(tx).execute({ paymentSessionId });
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
