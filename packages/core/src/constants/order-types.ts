/** SPEC §3: the four order types; the 20-minute ones come from choosing a 20-minute slot. */
export const ORDER_TYPES = ['delivery', 'pickup', '20mindelivery', '20minpickup'] as const;

export type OrderType = (typeof ORDER_TYPES)[number];

/** The two methods the buyer picks with the order-type radio. */
export type OrderMethod = 'delivery' | 'pickup';

export function isOrderType(value: unknown): value is OrderType {
  return typeof value === 'string' && (ORDER_TYPES as readonly string[]).includes(value);
}

/** The method behind an order type: a 20-minute delivery is still a delivery. */
export function orderMethod(orderType: OrderType): OrderMethod {
  return orderType === 'delivery' || orderType === '20mindelivery' ? 'delivery' : 'pickup';
}
