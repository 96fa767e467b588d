import { describe, expect, it } from 'vitest';
import { deliveryWindows } from './delivery-windows.js';
import { findWindow } from './find-window.js';
import { pickupWindows } from './pickup-windows.js';
import type { WindowStore } from './time-window.js';

const nineToFive = [{ from: '09:00', to: '17:00' }];
const store: WindowStore = {
  category: 'Restaurants',
  storeHours: { WED: nineToFive, THURS: nineToFive },
};
const now = new Date('2026-01-14T18:42:00Z');

describe('findWindow', () => {
  it('finds a chosen window again at checkout', () => {
    const chosen = pickupWindows({ store, now })[1];
    const later = new Date(now.getTime() + 5 * 60_000);
    expect(findWindow({ store, now: later, windowId: chosen?.id ?? '' })).toEqual(chosen);
  });

  it('gives null once the window has gone, or for a made-up id', () => {
    const chosen = deliveryWindows({ store, now })[0];
    const later = new Date(now.getTime() + 10 * 60_000);
    expect(findWindow({ store, now: later, windowId: chosen?.id ?? '' })).toBeNull();
    expect(findWindow({ store, now, windowId: 'delivery@2026-01-14T10:46' })).toBeNull();
    expect(findWindow({ store, now, windowId: 'express@2026-01-14T10:45' })).toBeNull();
  });
});
