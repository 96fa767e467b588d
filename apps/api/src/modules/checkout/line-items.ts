import { orderMethod } from '@marketplace/core/constants/order-types';
import { TAX_LABEL } from '@marketplace/core/money/tax';
import { describeLine } from '@marketplace/core/orders/describe-line';
import type { OrderProduct } from '../../db/schema.js';
import type { CreateCheckoutSessionInput } from '../../providers/payments/payment-provider.js';
import type { PricedOrder } from './price-order.js';

/** Stripe caps a line's description; ours are far shorter, this only guards odd text. */
const DESCRIPTION_MAX = 500;

/**
 * The hosted checkout page's lines for a priced order: each product at its unit price (base plus
 * options), then tax, the window fee and each tip as a line of its own, and the promo as one
 * amount off. They add up to core's total by construction (docs/decisions/052); zero lines are
 * left out.
 */
export function checkoutLineItems(
  priced: PricedOrder,
): Pick<CreateCheckoutSessionInput, 'lineItems' | 'discount'> {
  const { breakdown } = priced;
  const lineItems: CreateCheckoutSessionInput['lineItems'][number][] = priced.products.map(
    (product) => {
      const description = describeProduct(product);
      return {
        name: product.name,
        ...(description ? { description } : {}),
        unitAmountCents: product.priceCents,
        quantity: product.quantity,
      };
    },
  );
  const extras: [string, number][] = [
    [TAX_LABEL, breakdown.tax],
    [
      orderMethod(priced.orderType) === 'delivery' ? 'Delivery fee' : 'Pickup fee',
      breakdown.deliveryFee + breakdown.pickupFee,
    ],
    [`Store tip (${priced.sellerTipPercent}%)`, breakdown.sellerTip],
    [`Driver tip (${priced.driverTipPercent}%)`, breakdown.driverTip],
  ];
  for (const [name, cents] of extras) {
    if (cents > 0) lineItems.push({ name, unitAmountCents: cents, quantity: 1 });
  }
  const discount =
    breakdown.discount > 0
      ? { name: `Promo ${priced.couponCode ?? ''}`.trim(), amountOffCents: breakdown.discount }
      : null;
  return { lineItems, discount };
}

/** 'Size: 16 oz · Milk: Oat · Name on cup: Maya · Gift card for Elena' */
export function describeProduct(product: OrderProduct): string {
  return describeLine(product).join(' · ').slice(0, DESCRIPTION_MAX);
}
