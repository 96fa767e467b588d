import type { OrderProduct, products } from '../db/schema.js';

/** A line of an order for `quantity` of `product` at its price, as checkout snapshots it. */
export function orderLine(
  product: Pick<
    typeof products.$inferSelect,
    'id' | 'name' | 'priceCents' | 'storeId' | 'needsAgeVerification'
  >,
  quantity = 1,
): OrderProduct {
  return {
    productId: product.id,
    name: product.name,
    priceCents: product.priceCents,
    quantity,
    storeId: product.storeId,
    customizations: [],
    needsAgeVerification: product.needsAgeVerification,
  };
}
