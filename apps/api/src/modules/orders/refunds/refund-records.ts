import type { OrderRefund } from '@marketplace/contract/refunds';
import {
  type LineUnits,
  lineRefundCents,
  type RefundRecord,
  refundableCents,
  unitsLeft,
} from '@marketplace/core/money/refunds';
import { type TaxableLine, tax } from '@marketplace/core/money/tax';
import { asc, inArray } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { refunds } from '../../../db/schema.js';
import type { OrderRecord } from '../order-records.js';

export type RefundRow = typeof refunds.$inferSelect;

/** Every refund of these orders, oldest first, by order. */
export async function refundsOfOrders(
  db: Executor,
  orderIds: readonly string[],
): Promise<Map<string, RefundRow[]>> {
  const byOrder = new Map<string, RefundRow[]>();
  if (orderIds.length === 0) return byOrder;
  const rows = await db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, [...orderIds]))
    .orderBy(asc(refunds.requestedAt), asc(refunds.id));
  for (const row of rows) byOrder.set(row.orderId, [...(byOrder.get(row.orderId) ?? []), row]);
  return byOrder;
}

export function toRefundJson(row: RefundRow): OrderRefund {
  return {
    _id: row.id,
    cause: row.cause,
    amountCents: row.amountCents,
    lines: row.lines,
    reason: row.reason,
    state: row.state,
    error: row.error,
    requestedAt: row.requestedAt.toISOString(),
    settledAt: row.settledAt?.toISOString() ?? null,
  };
}

/** What the order's card payment captured; 0 for one without, which nothing can refund. */
export function capturedCents(order: OrderRecord): number {
  return order.capturedCents ?? 0;
}

/**
 * What the order paid its store: the goods with their tax, less the discount, and the seller's
 * tip. The window fee and the driver's tip are the marketplace's.
 */
export function storeTakingsCents(order: OrderRecord): number {
  return order.subtotalCents + order.taxCents - order.discountCents + order.sellerTipCents;
}

/** What may still be refunded of the order, given its refunds (core's refundableCents). */
export function refundableOf(order: OrderRecord, rows: readonly RefundRecord[]): number {
  return refundableCents(capturedCents(order), rows);
}

/** The units of its lines the order's refunds hold: succeeded, or still in flight. */
export function unitsHeld(rows: readonly RefundRow[]): LineUnits[] {
  return rows.filter((row) => row.state !== 'failed').flatMap((row) => row.lines);
}

/**
 * The order's lines as core prices them. An order from before lines kept whether they were
 * taxed: all taxed when that gives the tax it paid, none when it paid none; otherwise all, and
 * the refund is capped at what is left (so never more than was paid).
 */
export function taxableLinesOf(order: OrderRecord): TaxableLine[] {
  const lines = order.products.map((product) => ({
    price: product.priceCents,
    quantity: product.quantity,
    isTaxable: product.isTaxable,
  }));
  if (lines.every((line) => line.isTaxable !== undefined)) return lines;
  const allTaxed = tax(lines.map((line) => ({ ...line, isTaxable: true }))) === order.taxCents;
  const taxed = allTaxed || order.taxCents > 0;
  return lines.map((line) => ({ ...line, isTaxable: line.isTaxable ?? taxed }));
}

/** What refunding these units of the order's lines comes to, after what its refunds took. */
export function linesWorth(
  order: OrderRecord,
  rows: readonly RefundRow[],
  units: readonly LineUnits[],
): number {
  return lineRefundCents({
    lines: taxableLinesOf(order),
    discountCents: order.discountCents,
    before: unitsHeld(rows),
    units,
  });
}

/**
 * The units no longer on the order: those the store lacked, and those refunded (or on their way)
 * by an admin's choice or a cancellation.
 */
function unitsGone(order: OrderRecord, rows: readonly RefundRow[]): LineUnits[] {
  const chosen = rows.filter((row) => row.state !== 'failed' && row.cause !== 'item_unavailable');
  return [...order.unavailableUnits, ...chosen.flatMap((row) => row.lines)];
}

/** Whether each of these units is still on the order: not lacked by the store, not refunded. */
export function unitsAreLeft(
  order: OrderRecord,
  rows: readonly RefundRow[],
  units: readonly LineUnits[],
): boolean {
  const left = unitsLeft(order.products, unitsGone(order, rows));
  const asked = new Map<number, number>();
  for (const { line, quantity } of units) asked.set(line, (asked.get(line) ?? 0) + quantity);
  return [...asked].every(([line, quantity]) => quantity <= (left[line] ?? 0));
}

/** Every unit still on the order, as a list of line units (a cancellation gives them back). */
export function everyUnitLeft(order: OrderRecord, rows: readonly RefundRow[]): LineUnits[] {
  return unitsLeft(order.products, unitsGone(order, rows)).flatMap((quantity, line) =>
    quantity > 0 ? [{ line, quantity }] : [],
  );
}
