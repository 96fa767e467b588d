import { randomUUID } from 'node:crypto';
import {
  REVIEW_NOTE_REQUIRED,
  STORE_ALREADY_WAITING,
  STORE_APPROVED,
  STORE_GOES_LIVE_AFTER_REVIEW,
  STORE_IS_LIVE,
  STORE_NEEDS_A_PRODUCT,
  STORE_NOT_WAITING,
  STORE_SENT_BACK,
  STORE_SENT_FOR_REVIEW,
} from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { notifications, stores } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import {
  STORE_CALLERS,
  storeCallerHeaders,
  storeCallerRefusal,
} from '../../../test/store-callers.js';

// Issue #31: a seller's store goes live through review (docs/decisions/126).
const ctx = await createTestApp();

/** A hidden store with `products` products (1), never sent for review, of `sellerId`. */
async function newHiddenStore(sellerId: string, options: { products?: number } = {}) {
  const store = await ctx.newStore({ sellerId, isHidden: true });
  const category = await ctx.newProductCategory({ storeId: store.id });
  for (let i = 0; i < (options.products ?? 1); i += 1) {
    await ctx.newProduct({ storeId: store.id, productCategoryId: category.id });
  }
  return store;
}

/** A seller (with a phone) and such a store of theirs. */
async function newSellersStore(options: { products?: number } = {}) {
  const seller = await ctx.newUser({ role: 'seller', phone: ctx.newPhone() });
  const store = await newHiddenStore(seller.sellerId!, options);
  return { seller, store, headers: await ctx.login(seller) };
}

/** A hidden store whose seller has no account yet: the callers' test makes its owner. */
const storeOfNewSeller = () => newHiddenStore(randomUUID());

const send = (storeId: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/store/${storeId}/send-for-review`, headers });

const review = (storeId: string, headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: `/api/store/${storeId}/review`, headers, payload });

const publicStoreIds = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/stores' }))
    .json()
    .map((store: { _id: string }) => store._id);

const textsOf = (storeId: string) =>
  ctx.db.select().from(notifications).where(eq(notifications.storeId, storeId));

describe('a seller sends their store for review', () => {
  it('waits for staff, still hidden, and says so', async () => {
    const { store, headers } = await newSellersStore();
    const response = await send(store.id, headers);
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer.message).toBe(STORE_SENT_FOR_REVIEW);
    expect(answer.store.isHidden).toBe(true);
    expect(answer.store.review).toMatchObject({ status: 'waiting', note: null });
    expect(Date.parse(answer.store.review.requestedAt)).not.toBeNaN();
    expect(await publicStoreIds()).not.toContain(store.id);

    const again = await send(store.id, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: STORE_ALREADY_WAITING, code: 'CONFLICT' });
  });

  it('needs a product first, and a store buyers already see cannot be sent', async () => {
    const empty = await newSellersStore({ products: 0 });
    const refused = await send(empty.store.id, empty.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toBe(STORE_NEEDS_A_PRODUCT);

    const seller = await ctx.newUser({ role: 'seller' });
    const live = await ctx.newStore({ sellerId: seller.sellerId! });
    const liveAnswer = await send(live.id, await ctx.login(seller));
    expect(liveAnswer.statusCode).toBe(409);
    expect(liveAnswer.json().error).toBe(STORE_IS_LIVE);
  });

  it('cannot make the store public without review', async () => {
    const { seller, store, headers } = await newSellersStore();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update-store/${store.id}`,
      headers,
      payload: { sellerId: seller.sellerId, updateData: { isHidden: false } },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: STORE_GOES_LIVE_AFTER_REVIEW, code: 'FORBIDDEN' });
    const [row] = await ctx.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row?.isHidden).toBe(true);
  });

  for (const caller of STORE_CALLERS) {
    const allowed = caller === 'owner';
    it(`answers ${allowed ? 200 : storeCallerRefusal(caller).status} to ${caller}`, async () => {
      const store = await storeOfNewSeller();
      const response = await send(store.id, await storeCallerHeaders(ctx, caller, store));
      if (allowed) {
        expect(response.statusCode).toBe(200);
        return;
      }
      const refusal = storeCallerRefusal(caller);
      expect(response.statusCode).toBe(refusal.status);
      expect(response.json()).toEqual(refusal.body);
    });
  }
});

describe('staff review a store', () => {
  it('approve it: buyers find it at once, its seller is texted and then hides and shows it', async () => {
    const { seller, store, headers } = await newSellersStore();
    await send(store.id, headers);
    const response = await review(store.id, await ctx.login('dataentry'), {
      decision: 'approve',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(STORE_APPROVED);
    expect(response.json().store).toMatchObject({
      isHidden: false,
      review: { status: 'approved', note: null },
    });
    expect(await publicStoreIds()).toContain(store.id);
    expect(await textsOf(store.id)).toMatchObject([
      {
        kind: 'store_approved',
        recipientUserId: seller.id,
        recipientRole: 'seller',
        phone: seller.phone,
        orderId: null,
        status: 'pending',
      },
    ]);

    for (const isHidden of [true, false]) {
      const toggled = await ctx.app.inject({
        method: 'PUT',
        url: `/api/update-store/${store.id}`,
        headers,
        payload: { sellerId: seller.sellerId, updateData: { isHidden } },
      });
      expect(toggled.statusCode).toBe(200);
      expect(toggled.json().store.isHidden).toBe(isHidden);
    }
  });

  it('send it back with what to change: it stays hidden, its seller reads why and can send it again', async () => {
    const { store, headers } = await newSellersStore();
    await send(store.id, headers);
    const admin = await ctx.login('admin');
    const blank = await review(store.id, admin, { decision: 'send_back', note: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error).toBe(REVIEW_NOTE_REQUIRED);

    const response = await review(store.id, admin, {
      decision: 'send_back',
      note: 'Add a photo of the shop front.',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(STORE_SENT_BACK);
    expect(response.json().store).toMatchObject({
      isHidden: true,
      review: { status: 'sent_back', note: 'Add a photo of the shop front.' },
    });
    expect(await publicStoreIds()).not.toContain(store.id);
    const [text] = await textsOf(store.id);
    expect(text?.body).toBe(
      `${store.name} needs changes before it goes live: Add a photo of the shop front. Change it and send it for review again from your dashboard.`,
    );

    const decidedTwice = await review(store.id, admin, { decision: 'approve' });
    expect(decidedTwice.statusCode).toBe(409);
    expect(decidedTwice.json().error).toBe(STORE_NOT_WAITING);
    expect((await send(store.id, headers)).statusCode).toBe(200);
  });

  it('two staff deciding at once decide once', async () => {
    const { store, headers } = await newSellersStore();
    await send(store.id, headers);
    const [first, second] = await Promise.all([
      review(store.id, await ctx.login('admin'), { decision: 'approve' }),
      review(store.id, await ctx.login('dataentry'), { decision: 'send_back', note: 'No.' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect(await textsOf(store.id)).toHaveLength(1);
  });

  for (const caller of STORE_CALLERS) {
    const allowed = caller === 'admin' || caller === 'dataentry';
    it(`answers ${allowed ? 200 : caller === 'none' ? 401 : 403} to ${caller}`, async () => {
      const store = await storeOfNewSeller();
      await ctx.db
        .update(stores)
        .set({ reviewStatus: 'waiting', reviewRequestedAt: new Date() })
        .where(eq(stores.id, store.id));
      const response = await review(store.id, await storeCallerHeaders(ctx, caller, store), {
        decision: 'approve',
      });
      expect(response.statusCode).toBe(allowed ? 200 : caller === 'none' ? 401 : 403);
      const [row] = await ctx.db.select().from(stores).where(eq(stores.id, store.id));
      expect(row?.isHidden).toBe(!allowed);
    });
  }

  it('staff showing a store approve it', async () => {
    const { seller, store } = await newSellersStore();
    const response = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update-store/${store.id}`,
      headers: await ctx.login('admin'),
      payload: { sellerId: seller.sellerId, updateData: { isHidden: false } },
    });
    expect(response.json().store.review).toMatchObject({ status: 'approved' });
  });
});
