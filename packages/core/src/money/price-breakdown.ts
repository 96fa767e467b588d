import { type OrderType, orderMethod } from '../constants/order-types.js';
import { type Promo, promoDiscount } from './promo-discount.js';
import { subtotal } from './subtotal.js';
import { type TaxableLine, tax } from './tax.js';
import { tipAmount } from './tip-amount.js';

export type PriceBreakdownInput = {
  lines: readonly TaxableLine[];
  orderType: OrderType;
  /** Percent of the subtotal; SPEC stores tips as percentages. */
  sellerTipPercent?: number;
  /** Percent of the subtotal; only charged on delivery orders. */
  driverTipPercent?: number;
  /** The chosen window's payable fee in cents (windows/payable-fee), 0 when none is chosen. */
  windowFee?: number;
  promo?: Promo | null;
};

/** Every figure the checkout page shows and the server charges, all in cents. */
export type PriceBreakdown = {
  subtotal: number;
  tax: number;
  sellerTip: number;
  driverTip: number;
  /** The window fee on a delivery order; 0 on pickup (SPEC: shown only for delivery). */
  deliveryFee: number;
  /** The window fee on a pickup order; 0 on delivery (docs/decisions/012). */
  pickupFee: number;
  discount: number;
  total: number;
};

/**
 * SPEC §9: total = subtotal + tax + seller tip + driver tip + fee − discount, floored at 0. The
 * checkout page and the server both call this with the same inputs, so they agree to the cent;
 * the server builds the inputs from its own database, never from the browser's figures.
 */
export function priceBreakdown(input: PriceBreakdownInput): PriceBreakdown {
  const isDelivery = orderMethod(input.orderType) === 'delivery';
  const sub = subtotal(input.lines);
  const fee = input.windowFee ?? 0;
  if (!Number.isSafeInteger(fee) || fee < 0) throw new RangeError(`Bad window fee: ${fee}`);
  const promo = input.promo ? promoDiscount(input.promo, sub) : null;

  const breakdown = {
    subtotal: sub,
    tax: tax(input.lines),
    sellerTip: tipAmount(sub, input.sellerTipPercent ?? 0),
    driverTip: isDelivery ? tipAmount(sub, input.driverTipPercent ?? 0) : 0,
    deliveryFee: isDelivery ? fee : 0,
    pickupFee: isDelivery ? 0 : fee,
    discount: promo?.ok ? promo.discount : 0,
  };
  const total =
    breakdown.subtotal +
    breakdown.tax +
    breakdown.sellerTip +
    breakdown.driverTip +
    breakdown.deliveryFee +
    breakdown.pickupFee -
    breakdown.discount;
  return { ...breakdown, total: Math.max(0, total) };
}
