/**
 * A store's statement over a period (issue #35, docs/decisions/141), in cents: the orders paid
 * in it and what they sold (goods with their tax, less discounts), the tips they left the store,
 * and the store's share of the refunds settled in it, whichever day their order was paid.
 */
export type StatementSums = {
  orders: number;
  grossSalesCents: number;
  refundsCents: number;
  sellerTipsCents: number;
  netCents: number;
};

/**
 * What the period came to for the store: sales and tips, less the refunds made in it. A
 * cancelled order's sale stays in gross and its refund takes it out, so the sums tie to money
 * that moved.
 */
export function statementNetCents(sums: {
  grossSalesCents: number;
  sellerTipsCents: number;
  refundsCents: number;
}): number {
  return sums.grossSalesCents + sums.sellerTipsCents - sums.refundsCents;
}

const ZERO: StatementSums = {
  orders: 0,
  grossSalesCents: 0,
  refundsCents: 0,
  sellerTipsCents: 0,
  netCents: 0,
};

/** The statement's total row: every store's sums added up (all zeros for none). */
export function statementTotals(rows: readonly StatementSums[]): StatementSums {
  return rows.reduce(
    (total, row) => ({
      orders: total.orders + row.orders,
      grossSalesCents: total.grossSalesCents + row.grossSalesCents,
      refundsCents: total.refundsCents + row.refundsCents,
      sellerTipsCents: total.sellerTipsCents + row.sellerTipsCents,
      netCents: total.netCents + row.netCents,
    }),
    ZERO,
  );
}
