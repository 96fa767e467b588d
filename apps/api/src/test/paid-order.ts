import { randomUUID } from 'node:crypto';
import type { NewOrder } from '../modules/orders/record-order.js';
import type { UserRecord } from '../modules/users/service.js';

/**
 * A paid pickup order of the user at the store (two lattes, $19.23), as checkout records it,
 * for `recordOrder`.
 */
export function paidOrder(
  user: UserRecord,
  storeId: string,
  overrides: Partial<NewOrder> = {},
): NewOrder {
  return {
    orderType: 'pickup',
    products: [
      {
        productId: randomUUID(),
        name: 'Café Latte',
        priceCents: 675,
        quantity: 2,
        storeId,
        customizations: [{ name: 'Size', selectedOptions: [{ title: '16 oz', price: 100 }] }],
        needsAgeVerification: false,
      },
    ],
    storeId,
    subtotalCents: 1350,
    taxCents: 138,
    sellerTip: '10',
    driverTip: '0',
    sellerTipCents: 135,
    driverTipCents: 0,
    deliveryFeeCents: 300,
    discountCents: 0,
    totalAmountCents: 1923,
    // No card payment on record: the provider never saw it.
    capturedCents: null,
    couponCode: null,
    specialRequest: null,
    deliveryAddress: null,
    pickUpAddress: null,
    billingAddress: null,
    deliveryDate: '2026-01-14',
    deliveryWindowStart: new Date('2026-01-14T19:00:00Z'),
    deliveryWindowEnd: new Date('2026-01-14T20:00:00Z'),
    buyerId: user.buyerId ?? user.sellerId,
    sellerId: null,
    driverId: null,
    userId: user.id,
    paymentSessionId: `ps_${randomUUID()}`,
    ...overrides,
  };
}
