import type { AdminOrder } from '@marketplace/contract/dispatch';
import { buildOrder } from '../../orders/testing/build-order';

let sequence = 0;

/** An order as the admin's lists answer it (GET /api/orders…), each with its own short id. */
export function buildAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  const { adminStatus, refund, ...rest } = overrides;
  sequence += 1;
  const order = buildOrder({
    _id: `${String(sequence).padStart(8, 'a')}-0000-4000-8000-000000000001`,
    ...rest,
  });
  return {
    ...order,
    adminStatus:
      adminStatus ??
      (order.orderStatus === 'pending' && !order.driverId && order.orderType.endsWith('delivery')
        ? 'unassigned'
        : (order.orderStatus as AdminOrder['adminStatus'])),
    refund: refund ?? null,
  };
}
