/**
 * SPEC §6: the buyer id put on an order; a user without a buyer id (staff ordering for
 * themselves) falls back to their admin, seller or driver id, in that order.
 */
export function orderBuyerId(user: {
  buyerId?: string | null;
  adminId?: string | null;
  sellerId?: string | null;
  driverId?: string | null;
}): string | null {
  return user.buyerId || user.adminId || user.sellerId || user.driverId || null;
}
