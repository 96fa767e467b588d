import { isOrderType } from '../constants/order-types.js';
import { availableWindows } from './available-windows.js';
import type { TimeWindow, WindowStore } from './time-window.js';

/**
 * The window a buyer chose, recomputed from the store at `now`, or null when it is no longer
 * offered (it started, the hours changed, or the id was made up). The server prices the order
 * with this window's fee, never with a fee the browser sent.
 */
export function findWindow(options: {
  store: WindowStore;
  now: Date;
  windowId: string;
}): TimeWindow | null {
  const { store, now, windowId } = options;
  const orderType = windowId.split('@')[0];
  if (!isOrderType(orderType)) return null;
  return availableWindows({ store, now, orderType }).find((w) => w.id === windowId) ?? null;
}
