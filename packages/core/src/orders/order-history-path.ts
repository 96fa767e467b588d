import { type OrderMethod, type OrderType, orderMethod } from '../constants/order-types.js';
import type { OrderAction, OrderStatus } from './order-lifecycle.js';

/** The usual way to each status, from payment on, per method (docs/decisions/090). */
const PATHS: Record<OrderMethod, Partial<Record<OrderStatus, readonly OrderAction[]>>> = {
  delivery: {
    pending: ['pay'],
    assigned: ['pay', 'assign'],
    picked_up: ['pay', 'assign', 'pick_up'],
    delivered: ['pay', 'assign', 'pick_up', 'deliver'],
    completed: ['pay', 'assign', 'pick_up', 'deliver', 'complete'],
    cancelled: ['pay', 'cancel'],
  },
  pickup: {
    pending: ['pay'],
    ready_for_pickup: ['pay', 'mark_ready'],
    completed: ['pay', 'mark_ready', 'complete'],
    cancelled: ['pay', 'cancel'],
  },
};

/**
 * The actions that bring an order of `orderType` from payment to `status` the usual way: the
 * timeline a demo order or an imported one is given. Null for a status its method never has
 * (a pickup order is never picked up by a driver).
 */
export function orderHistoryPath(orderType: OrderType, status: OrderStatus): OrderAction[] | null {
  const path = PATHS[orderMethod(orderType)][status];
  return path ? [...path] : null;
}
