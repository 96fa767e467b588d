import { randomUUID } from 'node:crypto';
import {
  NEW_ORDERS_PAUSED,
  NEW_ORDERS_RESUMED,
  SPECIAL_DATES_SAVED,
} from '@marketplace/core/constants/messages';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  STORE_KEEPERS,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';

// Issue #31: a seller pauses new orders and lists closed days and special hours.
const ctx = await createTestApp();

async function sellersStore() {
  const seller = await ctx.newUser({ role: 'seller' });
  const store = await ctx.newStore({ sellerId: seller.sellerId! });
  return { store, headers: await ctx.login(seller) };
}

const put = (url: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'PUT', url, headers, payload });

const publicStore = async (id: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/store/${id}` })).json();

describe('pausing new orders', () => {
  it('pauses for so many minutes, which buyers’ store data says, and resumes', async () => {
    const { store, headers } = await sellersStore();
    const before = Date.now();
    const paused = await put(`/api/store/${store.id}/pause`, headers, { pause: '30' });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().message).toBe(NEW_ORDERS_PAUSED);
    const until = Date.parse(paused.json().store.pausedUntil);
    expect(until).toBeGreaterThanOrEqual(before + 30 * 60_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
    expect((await publicStore(store.id)).pausedUntil).toBe(paused.json().store.pausedUntil);

    const resumed = await put(`/api/store/${store.id}/pause`, headers, { pause: 'off' });
    expect(resumed.json().message).toBe(NEW_ORDERS_RESUMED);
    expect((await publicStore(store.id)).pausedUntil).toBeNull();
  });

  it('refuses a length it does not offer', async () => {
    const { store, headers } = await sellersStore();
    const response = await put(`/api/store/${store.id}/pause`, headers, { pause: '45' });
    expect(response.statusCode).toBe(400);
  });
});

describe('special dates', () => {
  it('saves closed days and special hours, sorted, and buyers’ store data has them', async () => {
    const { store, headers } = await sellersStore();
    const response = await put(`/api/store/${store.id}/date-overrides`, headers, {
      dateOverrides: [
        { date: '2099-12-24', hours: [{ from: '09:00', to: '14:00' }], note: 'Christmas Eve' },
        { date: '2099-11-26', hours: [], note: 'Thanksgiving' },
      ],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(SPECIAL_DATES_SAVED);
    const expected = [
      { date: '2099-11-26', note: 'Thanksgiving', hours: [] },
      { date: '2099-12-24', note: 'Christmas Eve', hours: [{ from: '09:00', to: '14:00' }] },
    ];
    expect(response.json().store.dateOverrides).toEqual(expected);
    expect((await publicStore(store.id)).dateOverrides).toEqual(expected);
  });

  it('refuses hours that close before they open, naming the date, and keeps what it had', async () => {
    const { store, headers } = await sellersStore();
    const response = await put(`/api/store/${store.id}/date-overrides`, headers, {
      dateOverrides: [{ date: '2099-11-26', hours: [{ from: '14:00', to: '09:00' }] }],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatch(/^Nov 26: /);
    expect((await publicStore(store.id)).dateOverrides).toEqual([]);
  });
});

describe('who may pause a store or set its dates', () => {
  for (const caller of STORE_CALLERS) {
    const allowed = STORE_KEEPERS.includes(caller);
    it(`answers ${allowed ? 200 : storeCallerRefusal(caller).status} to ${caller}`, async () => {
      const store = await ctx.newStore({ sellerId: randomUUID() });
      const headers = await storeCallerHeaders(ctx, caller, store);
      const responses = [
        await put(`/api/store/${store.id}/pause`, headers, { pause: '15' }),
        await put(`/api/store/${store.id}/date-overrides`, headers, { dateOverrides: [] }),
      ];
      for (const response of responses) {
        if (allowed) {
          expect(response.statusCode).toBe(200);
          continue;
        }
        const refusal = storeCallerRefusal(caller);
        expect(response.statusCode).toBe(refusal.status);
        expect(response.json()).toEqual(refusal.body);
      }
      if (!allowed) expect((await publicStore(store.id)).pausedUntil).toBeNull();
    });
  }
});
