import { describe, expect, it } from 'vitest';
import { ORDER_TYPES } from '../constants/order-types.js';
import { orderHistoryPath } from './order-history-path.js';
import { nextOrderStatus, ORDER_STATUSES, type OrderStatus } from './order-lifecycle.js';

describe('orderHistoryPath', () => {
  it.each(ORDER_TYPES)('walks a %s order to each of its statuses by allowed steps', (orderType) => {
    let reachable = 0;
    for (const status of ORDER_STATUSES) {
      const path = orderHistoryPath(orderType, status);
      if (!path) continue;
      reachable += 1;
      let current: OrderStatus | null = null;
      for (const action of path) {
        const step = nextOrderStatus({
          status: current,
          orderType,
          action,
          actor: action === 'pay' ? { kind: 'system' } : { kind: 'admin' },
        });
        expect(step).toMatchObject({ ok: true });
        if (step.ok) current = step.to;
      }
      expect(current).toBe(status);
    }
    expect(reachable).toBe(orderType.includes('pickup') ? 4 : 6);
  });

  it('has no way for a pickup order to be picked up by a driver', () => {
    expect(orderHistoryPath('pickup', 'picked_up')).toBeNull();
    expect(orderHistoryPath('20minpickup', 'assigned')).toBeNull();
  });
});
