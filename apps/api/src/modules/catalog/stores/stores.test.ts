import { randomUUID } from 'node:crypto';
import {
  CATEGORY_INVALID,
  CONTACT_INVALID,
  SELLER_CATEGORY_NOT_ALLOWED,
  STORE_PLACED,
  storeHasUnfulfilledOrders,
} from '@marketplace/core/constants/messages';
import { asc, eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { catalogAudit, orders, productCategories, products, stores } from '../../../db/schema.js';
import { createTestApp } from '../../../test/create-test-app.js';
import { customizationGroup } from '../../../test/customization-group.js';
import { fakeGeocoder } from '../../../test/fake-geocoder.js';
import type { UserRecord } from '../../users/service.js';
import { STORE_NOT_FOUND } from '../management.js';
import { STORE_NOT_FOUND as PUBLIC_STORE_NOT_FOUND } from '../service.js';
import { NO_SELLER } from './create-store.js';
import { STORE_OF_ANOTHER_SELLER } from './managed-store.js';

const ctx = await createTestApp();
const MISSING = '00000000-0000-4000-8000-000000000000';

type Headers = Record<string, string>;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const call = (method: Method, url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload && { payload }) });

const address = {
  street1: '12',
  street2: 'S Lake Ave',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91101',
};

/** The seller form's 4 fields (SPEC §7 POST /store/create as a seller sends it). */
const sellerStoreBody = (sellerId: string, overrides: object = {}) => ({
  sellerId,
  name: `Seller Made ${randomUUID().slice(0, 8)}`,
  contact: '(626) 555-0123',
  address,
  category: 'Coffee Shops',
  ...overrides,
});

/** Staff's `{sellerId, storeData}`. */
const staffStoreBody = (sellerId: string, storeData: object = {}) => ({
  sellerId,
  storeData: {
    name: `Staff Made ${randomUUID().slice(0, 8)}`,
    contact: '6265550199',
    address,
    category: 'Restaurants',
    ...storeData,
  },
});

const publicStoreIds = async () =>
  (await call('GET', '/api/stores')).json().map((store: { _id: string }) => store._id);

const storeRow = async (id: string) =>
  (await ctx.db.select().from(stores).where(eq(stores.id, id)))[0];

/** A seller and one visible store of theirs. */
async function sellerWithStore(overrides: Partial<typeof stores.$inferInsert> = {}) {
  const seller = await ctx.newUser({ role: 'seller' });
  const store = await ctx.newStore({ sellerId: seller.sellerId!, ...overrides });
  return { seller, store };
}

describe('who may manage stores', () => {
  type Who = 'none' | 'buyer' | 'driver' | 'owner' | 'other seller' | 'dataentry' | 'admin';
  type Route = {
    name: string;
    request: (fixture: { seller: UserRecord; storeId: string }) => {
      method: Method;
      url: string;
      payload?: object;
    };
    allowed: readonly Who[];
    okStatus?: number;
  };
  const routes: Route[] = [
    {
      name: 'GET /api/stores-for-admin',
      request: () => ({ method: 'GET', url: '/api/stores-for-admin' }),
      allowed: ['dataentry', 'admin'],
    },
    {
      name: 'GET /api/store-choices',
      request: () => ({ method: 'GET', url: '/api/store-choices' }),
      allowed: ['dataentry', 'admin'],
    },
    {
      name: 'GET /api/seller/:sellerId/stores',
      request: ({ seller }) => ({ method: 'GET', url: `/api/seller/${seller.sellerId}/stores` }),
      allowed: ['owner', 'dataentry', 'admin'],
    },
    {
      name: 'POST /api/store/create',
      request: ({ seller }) => ({
        method: 'POST',
        url: '/api/store/create',
        payload: sellerStoreBody(seller.sellerId!),
      }),
      allowed: ['owner', 'dataentry', 'admin'],
    },
    {
      name: 'PUT /api/update-store/:storeId',
      request: ({ storeId }) => ({
        method: 'PUT',
        url: `/api/update-store/${storeId}`,
        payload: { updateData: { name: 'Renamed Store' } },
      }),
      allowed: ['owner', 'dataentry', 'admin'],
    },
    {
      name: 'DELETE /api/delete-store/:storeId/:sellerId',
      request: ({ seller, storeId }) => ({
        method: 'DELETE',
        url: `/api/delete-store/${storeId}/${seller.sellerId}`,
      }),
      allowed: ['owner', 'dataentry', 'admin'],
    },
    {
      name: 'POST /api/clone-store/:storeId',
      request: ({ storeId }) => ({ method: 'POST', url: `/api/clone-store/${storeId}` }),
      allowed: ['owner', 'dataentry', 'admin'],
    },
  ];
  const everyone: Who[] = [
    'none',
    'buyer',
    'driver',
    'owner',
    'other seller',
    'dataentry',
    'admin',
  ];

  async function headersOf(who: Who, owner: UserRecord): Promise<Headers> {
    switch (who) {
      case 'none':
        return {};
      case 'owner':
        return ctx.login(owner);
      case 'other seller':
        return ctx.login('seller');
      default:
        return ctx.login(who);
    }
  }

  for (const route of routes) {
    describe(route.name, () => {
      for (const who of everyone) {
        const expected = who === 'none' ? 401 : route.allowed.includes(who) ? 200 : 403;
        it(`answers ${expected} to ${who}`, async () => {
          const { seller, store } = await sellerWithStore();
          const { method, url, payload } = route.request({ seller, storeId: store.id });
          const response = await call(method, url, await headersOf(who, seller), payload);
          expect(response.statusCode).toBe(expected);
          if (expected !== 200)
            expect(response.json().code).toMatch(/^(UNAUTHENTICATED|FORBIDDEN)$/);
        });
      }
    });
  }

  it('refuses a forged X-dataentry-ID header, and accepts the account’s own', async () => {
    const dataentry = await ctx.newUser({ role: 'dataentry' });
    const headers = await ctx.login(dataentry);
    const forged = await call('GET', '/api/stores-for-admin', {
      ...headers,
      'x-dataentry-id': randomUUID(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      error: 'The X-dataentry-ID header does not match your account.',
      code: 'FORBIDDEN',
    });
    const own = await call('GET', '/api/stores-for-admin', {
      ...headers,
      'x-dataentry-id': dataentry.dataentryId!,
    });
    expect(own.statusCode).toBe(200);
  });

  it('accepts an admin’s own X-admin-ID header and refuses another admin’s', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const other = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(admin);
    const own = await call('GET', '/api/stores-for-admin', {
      ...headers,
      'x-admin-id': admin.adminId!,
    });
    expect(own.statusCode).toBe(200);
    const borrowed = await call('GET', '/api/stores-for-admin', {
      ...headers,
      'x-admin-id': other.adminId!,
    });
    expect(borrowed.statusCode).toBe(403);
    expect(borrowed.json().error).toBe('The X-admin-ID header does not match your account.');
  });

  it('tells a seller naming another seller that the store is not theirs', async () => {
    const { store } = await sellerWithStore();
    const response = await call('PUT', `/api/update-store/${store.id}`, await ctx.login('seller'), {
      updateData: { name: 'Taken Over' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ error: STORE_OF_ANOTHER_SELLER, code: 'FORBIDDEN' });
    expect((await storeRow(store.id))!.name).toBe(store.name);
  });
});

describe('GET /api/stores-for-admin', () => {
  const list = async (query: string) =>
    call('GET', `/api/stores-for-admin?${query}`, await ctx.login('dataentry'));
  /** Letters no other test's store names hold, so a search finds only this test's stores. */
  const mark = () =>
    `Q${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

  it('lists stores by name, hidden ones too, counting hidden products', async () => {
    const tag = mark();
    const { store: visible } = await sellerWithStore({ name: `Zz Managed Visible ${tag}` });
    const { store: hidden } = await sellerWithStore({
      name: `Zy Managed Hidden ${tag}`,
      isHidden: true,
    });
    await ctx.newProduct({ storeId: visible.id });
    await ctx.newProduct({ storeId: visible.id, isHidden: true });

    const whole = await call('GET', '/api/stores-for-admin', await ctx.login('dataentry'));
    expect(whole.statusCode).toBe(200);
    const names = (whole.json().stores as { name: string }[]).map((store) => store.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const response = await list(`q=${tag.toLowerCase()}`);
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ total: 2, nextAfter: null, waiting: expect.any(Number) });
    const listed = page.stores as { _id: string; name: string; productCount: number }[];
    expect(listed.map((store) => store._id)).toEqual([hidden.id, visible.id]);
    expect(listed.find((store) => store._id === hidden.id)).toMatchObject({
      isHidden: true,
      productCount: 0,
    });
    expect(listed.find((store) => store._id === visible.id)).toEqual({
      _id: visible.id,
      name: `Zz Managed Visible ${tag}`,
      category: 'Coffee Shops',
      contact: '6265550100',
      image: null,
      sellerId: visible.sellerId,
      isHidden: false,
      address: {
        street1: visible.street1,
        street2: 'E Colorado Blvd',
        city: 'Pasadena',
        state: 'CA',
        zipcode: '91101',
      },
      storeHours: { MON: [{ from: '08:00', to: '18:00' }] },
      timezone: 'America/Los_Angeles',
      latitude: null,
      longitude: null,
      coordinatesPrecision: null,
      pausedUntil: null,
      dateOverrides: [],
      productCount: 2,
      review: null,
      prepMinutes: 20,
    });
  });

  it('pages by name after the last store, counting only on the first page', async () => {
    const tag = mark();
    const made = [];
    for (const name of ['Cc', 'Aa', 'Bb', 'Aa', 'Dd']) {
      made.push((await sellerWithStore({ name: `${name} ${tag}` })).store);
    }
    const byName = [...made].sort((a, b) =>
      a.name < b.name ? -1 : a.name > b.name ? 1 : a.id < b.id ? -1 : 1,
    );
    const first = (await list(`q=${tag}&limit=2`)).json();
    expect(first.stores.map((store: { _id: string }) => store._id)).toEqual([
      byName[0]!.id,
      byName[1]!.id,
    ]);
    expect(first.total).toBe(5);
    expect(first.nextAfter).toBe(byName[1]!.id);
    const second = (await list(`q=${tag}&limit=2&after=${first.nextAfter}`)).json();
    expect(second.stores.map((store: { _id: string }) => store._id)).toEqual([
      byName[2]!.id,
      byName[3]!.id,
    ]);
    expect(second).toMatchObject({ total: null, waiting: null });
    const last = (await list(`q=${tag}&limit=2&after=${second.nextAfter}`)).json();
    expect(last.stores.map((store: { _id: string }) => store._id)).toEqual([byName[4]!.id]);
    expect(last.nextAfter).toBeNull();
  });

  it('filters by category, seller and store, and lists those waiting for review, the longest waiting first', async () => {
    const tag = mark();
    const { seller, store: coffee } = await sellerWithStore({ name: `Coffee ${tag}` });
    const flowers = await ctx.newStore({
      sellerId: seller.sellerId!,
      name: `Flowers ${tag}`,
      category: 'Flower Stores',
    });
    const { store: other } = await sellerWithStore({ name: `Other ${tag}` });
    const ids = async (query: string) =>
      (await list(`q=${tag}&${query}`)).json().stores.map((store: { _id: string }) => store._id);
    expect(await ids('category=Flower%20Stores')).toEqual([flowers.id]);
    expect(await ids(`sellerId=${seller.sellerId}`)).toEqual([coffee.id, flowers.id]);
    expect(await ids(`storeId=${other.id}`)).toEqual([other.id]);
    expect(await ids('sellerId=not-an-id')).toEqual([]);

    const before = (await list('limit=1')).json().waiting as number;
    await ctx.db
      .update(stores)
      .set({ reviewStatus: 'waiting', reviewRequestedAt: new Date('2026-11-20T10:00:00Z') })
      .where(eq(stores.id, other.id));
    await ctx.db
      .update(stores)
      .set({ reviewStatus: 'waiting', reviewRequestedAt: new Date('2026-11-19T10:00:00Z') })
      .where(eq(stores.id, flowers.id));
    expect(await ids('review=waiting')).toEqual([flowers.id, other.id]);
    const waitingPage = (await list(`q=${tag}&review=waiting&limit=1`)).json();
    expect(waitingPage.waiting).toBe(before + 2);
    const next = (
      await list(`q=${tag}&review=waiting&limit=1&after=${waitingPage.nextAfter}`)
    ).json();
    expect(next.stores.map((store: { _id: string }) => store._id)).toEqual([other.id]);
  });

  it('refuses an `after` that is no store and a page longer than 100', async () => {
    for (const after of [randomUUID(), 'nope']) {
      const response = await list(`after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: '"after" must be the nextAfter of a page of stores.',
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await list('limit=101')).statusCode).toBe(400);
    expect((await list('category=Bakeries')).statusCode).toBe(400);
  });
});

describe('GET /api/store-choices', () => {
  it('gives staff every store by name with its id, and nothing else of it', async () => {
    const { store } = await sellerWithStore({ name: 'Choice Store', isHidden: true });
    const response = await call('GET', '/api/store-choices', await ctx.login('admin'));
    expect(response.statusCode).toBe(200);
    const choices = response.json() as { _id: string; name: string }[];
    expect(choices).toContainEqual({ _id: store.id, name: 'Choice Store' });
    const names = choices.map((choice) => choice.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});

describe('GET /api/seller/:sellerId/stores', () => {
  it("lists the seller's own stores, hidden ones too, and no one else's", async () => {
    const { seller, store } = await sellerWithStore({ name: 'Bb Own Store' });
    const hidden = await ctx.newStore({
      sellerId: seller.sellerId!,
      name: 'Aa Own Hidden',
      isHidden: true,
    });
    await ctx.newProduct({ storeId: hidden.id, isHidden: true });
    await sellerWithStore();

    const response = await call(
      'GET',
      `/api/seller/${seller.sellerId}/stores`,
      await ctx.login(seller),
    );
    expect(response.statusCode).toBe(200);
    expect(
      response
        .json()
        .map((each: { _id: string; productCount: number }) => [each._id, each.productCount]),
    ).toEqual([
      [hidden.id, 1],
      [store.id, 0],
    ]);
  });

  it('answers an empty list for a seller id with no stores (staff)', async () => {
    const headers = await ctx.login('admin');
    for (const sellerId of [randomUUID(), 'not-a-seller-id']) {
      const response = await call('GET', `/api/seller/${sellerId}/stores`, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([]);
    }
  });

  it('refuses a seller asking for another seller’s stores', async () => {
    const { seller } = await sellerWithStore();
    const response = await call(
      'GET',
      `/api/seller/${seller.sellerId}/stores`,
      await ctx.login('seller'),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You can only see your own stores.');
  });
});

describe('POST /api/store/create', () => {
  it('creates a seller’s store from the 4 fields, hidden, with the contact as 10 digits', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const body = sellerStoreBody(seller.sellerId!);
    const response = await call('POST', '/api/store/create', await ctx.login(seller), body);
    expect(response.statusCode).toBe(200);
    const { store, ...answer } = response.json();
    expect(answer).toEqual({ status: 200, message: 'Store created!' });
    expect(store).toMatchObject({
      name: body.name,
      contact: '6265550123',
      category: 'Coffee Shops',
      sellerId: seller.sellerId,
      isHidden: true,
      image: null,
      address,
      storeHours: {},
      productCount: 0,
    });
    expect(await storeRow(store._id)).toMatchObject({ isHidden: true, name: body.name });
    expect(await publicStoreIds()).not.toContain(store._id);
    const page = await call('GET', `/api/store/${store._id}`);
    expect(page.statusCode).toBe(404);
    expect(page.json().error).toBe(PUBLIC_STORE_NOT_FOUND);
  });

  it('creates staff’s store hidden by default', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await call(
      'POST',
      '/api/store/create',
      await ctx.login('dataentry'),
      staffStoreBody(seller.sellerId!),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().store).toMatchObject({ isHidden: true, sellerId: seller.sellerId });
    expect(await publicStoreIds()).not.toContain(response.json().store._id);
  });

  it('creates a visible store with photo and sorted hours when staff say so, seen at once', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    await publicStoreIds(); // the public list is now cached
    const response = await call(
      'POST',
      '/api/store/create',
      await ctx.login('admin'),
      staffStoreBody(seller.sellerId!, {
        isHidden: false,
        image: '/uploads/shop/front.webp',
        category: 'Pharmacy',
        storeHours: {
          TUE: [
            { from: '14:00', to: '18:00' },
            { from: '08:00', to: '12:00' },
          ],
        },
      }),
    );
    expect(response.statusCode).toBe(200);
    const { store } = response.json();
    expect(store).toMatchObject({
      isHidden: false,
      image: '/uploads/shop/front.webp',
      category: 'Pharmacy',
      storeHours: {
        TUE: [
          { from: '08:00', to: '12:00' },
          { from: '14:00', to: '18:00' },
        ],
      },
    });
    expect(await publicStoreIds()).toContain(store._id);
  });

  it.each([
    ['a short contact', { contact: '555-0123' }, CONTACT_INVALID],
    ['a blank name', { name: '   ' }, 'Store name is required.'],
    ['an unknown category', { category: 'Bakeries' }, CATEGORY_INVALID],
    ['a blank city', { address: { ...address, city: ' ' } }, 'City is required.'],
  ])("refuses a seller's store with %s, saving nothing", async (_, change, message) => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await call(
      'POST',
      '/api/store/create',
      await ctx.login(seller),
      sellerStoreBody(seller.sellerId!, change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_FAILED' });
    const saved = await ctx.db.select().from(stores).where(eq(stores.sellerId, seller.sellerId!));
    expect(saved).toEqual([]);
  });

  it.each([
    ['a short contact', { contact: '12345' }, CONTACT_INVALID],
    ['a blank name', { name: '' }, 'Store name is required.'],
    [
      'hours closing before opening',
      { storeHours: { MON: [{ from: '10:00', to: '09:00' }] } },
      'Monday: Closing time must be after opening time.',
    ],
    [
      'a missing zipcode',
      { address: { ...address, zipcode: undefined } },
      '"storeData.address.zipcode" is required.',
    ],
  ])("refuses staff's store with %s", async (_, change, message) => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await call(
      'POST',
      '/api/store/create',
      await ctx.login('admin'),
      staffStoreBody(seller.sellerId!, change),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('refuses a Pharmacy from a seller, in either shape', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const headers = await ctx.login(seller);
    for (const body of [
      sellerStoreBody(seller.sellerId!, { category: 'Pharmacy' }),
      staffStoreBody(seller.sellerId!, { category: 'Pharmacy' }),
    ]) {
      const response = await call('POST', '/api/store/create', headers, body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: SELLER_CATEGORY_NOT_ALLOWED,
        code: 'VALIDATION_FAILED',
      });
    }
  });

  it("refuses a seller creating a store under another seller's id", async () => {
    const other = await ctx.newUser({ role: 'seller' });
    const response = await call(
      'POST',
      '/api/store/create',
      await ctx.login('seller'),
      sellerStoreBody(other.sellerId!),
    );
    expect(response.statusCode).toBe(403);
    expect(response.json().error).toBe('You can only create stores of your own.');
  });

  it('refuses staff naming a seller id nobody holds', async () => {
    const headers = await ctx.login('admin');
    for (const sellerId of [randomUUID(), 'not-a-seller']) {
      const response = await call('POST', '/api/store/create', headers, staffStoreBody(sellerId));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: NO_SELLER, code: 'VALIDATION_FAILED' });
    }
  });
});

describe('where a store is (issue #33)', () => {
  it('is put where its door is by a pin: staff or its seller, kept as precise as an address', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await ctx.newStore({
      sellerId: seller.sellerId!,
      isHidden: false,
      latitude: 34.1435,
      longitude: -118.1266,
      coordinatesPrecision: 'zipcode',
    });
    const door = { latitude: 34.14612, longitude: -118.14734 };
    for (const user of [seller, await ctx.newUser({ role: 'dataentry' })]) {
      const placed = await call('PUT', `/api/store/${store.id}/place`, await ctx.login(user), door);
      expect(placed.statusCode, placed.body).toBe(200);
      expect(placed.json()).toMatchObject({
        status: 200,
        message: STORE_PLACED,
        store: { _id: store.id, ...door, coordinatesPrecision: 'address' },
      });
    }
    // Buyers see the store where the pin is at once.
    const page = await call('GET', `/api/store/${store.id}`);
    expect(page.json()).toMatchObject(door);
    const [change] = await ctx.db
      .select()
      .from(catalogAudit)
      .where(eq(catalogAudit.entityId, store.id))
      .orderBy(asc(catalogAudit.id))
      .limit(1);
    expect(change?.fields).toEqual([
      {
        field: 'place',
        from: '34.14350, -118.12660 (the zip code’s centre)',
        to: '34.14612, -118.14734 (a pin)',
      },
    ]);
  });

  it('refuses a pin from anyone else, or off the globe, and moves nothing', async () => {
    const store = await ctx.newStore({ latitude: 34.1435, longitude: -118.1266 });
    const door = { latitude: 34.14612, longitude: -118.14734 };
    const otherSeller = await call(
      'PUT',
      `/api/store/${store.id}/place`,
      await ctx.login('seller'),
      door,
    );
    expect(otherSeller.statusCode).toBe(403);
    expect(otherSeller.json().error).toBe('This store belongs to another seller.');
    for (const role of ['buyer', 'driver'] as const) {
      const refused = await call(
        'PUT',
        `/api/store/${store.id}/place`,
        await ctx.login(role),
        door,
      );
      expect(refused.statusCode, role).toBe(403);
    }
    const staff = await ctx.login('admin');
    for (const bad of [{ latitude: 91, longitude: 0 }, { latitude: 34.1 }, { ...door, zoom: 3 }]) {
      expect((await call('PUT', `/api/store/${store.id}/place`, staff, bad)).statusCode).toBe(400);
    }
    expect((await call('PUT', `/api/store/${randomUUID()}/place`, staff, door)).statusCode).toBe(
      404,
    );
    const [row] = await ctx.db.select().from(stores).where(eq(stores.id, store.id));
    expect(row).toMatchObject({ latitude: 34.1435, longitude: -118.1266 });
  });

  const address = (zipcode: string) => ({
    street1: '88',
    street2: 'E Colorado Blvd',
    city: 'Pasadena',
    state: 'CA',
    zipcode,
  });
  it('is placed from its address as it is created, by the local geocoder at its zip code’s centre', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await call('POST', '/api/store/create', await ctx.login(seller), {
      sellerId: seller.sellerId,
      name: 'Placed Coffee',
      category: 'Coffee Shops',
      contact: '6265550142',
      address: address('91106'),
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().store).toMatchObject({
      latitude: 34.1435,
      longitude: -118.1266,
      coordinatesPrecision: 'zipcode',
    });
  });

  it('keeps its place while its address stays, and moves with a new one', async () => {
    const { fake, calls } = fakeGeocoder('rooftop');
    const app = await ctx.buildApp({ geocoder: fake });
    const store = await ctx.newStore();
    const headers = await ctx.login('dataentry');
    const put = (updateData: object) =>
      app.inject({
        method: 'PUT',
        url: `/api/update-store/${store.id}`,
        headers,
        payload: { updateData },
      });

    const renamed = await put({ name: 'Renamed, same place' });
    expect(renamed.json().store).toMatchObject({ latitude: null, coordinatesPrecision: null });
    const sameAddressAgain = await put({ address: { city: ' Pasadena ' } });
    expect(sameAddressAgain.json().store.coordinatesPrecision).toBeNull();
    expect(calls).toEqual([]);

    const moved = await put({ address: { street1: '90' } });
    expect(moved.json().store).toMatchObject({
      address: { street1: '90' },
      latitude: 34.1461,
      longitude: -118.1473,
      coordinatesPrecision: 'address',
    });
    expect(calls).toEqual(['91101']);

    const copy = await app.inject({ method: 'POST', url: `/api/clone-store/${store.id}`, headers });
    expect(copy.json().store).toMatchObject({
      latitude: 34.1461,
      longitude: -118.1473,
      coordinatesPrecision: 'address',
    });
    expect(calls).toEqual(['91101']);
  });

  it('is saved without coordinates when the geocoder fails or cannot place it', async () => {
    const { fake } = fakeGeocoder('failing');
    const lines: string[] = [];
    const app = await ctx.buildApp({
      geocoder: fake,
      loggerInstance: pino({ level: 'warn' }, { write: (line: string) => lines.push(line) }),
    });
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/store/create',
      headers: await ctx.login(seller),
      payload: {
        sellerId: seller.sellerId,
        name: 'Unplaced Coffee',
        category: 'Coffee Shops',
        contact: '6265550142',
        address: address('91101'),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().store).toMatchObject({
      latitude: null,
      longitude: null,
      coordinatesPrecision: null,
    });
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual([
      'The geocoder could not place a store; it is saved without coordinates.',
    ]);

    const outside = await call('POST', '/api/store/create', await ctx.login(seller), {
      sellerId: seller.sellerId,
      name: 'Far Coffee',
      category: 'Coffee Shops',
      contact: '6265550142',
      address: { ...address('10001'), city: 'New York', state: 'NY' },
    });
    expect(outside.json().store.coordinatesPrecision).toBeNull();
  });
});

describe('PUT /api/update-store/:storeId', () => {
  const update = async (storeId: string, headers: Headers, body: object) =>
    call('PUT', `/api/update-store/${storeId}`, headers, body);

  it('changes only the fields sent, keeping the others', async () => {
    const { seller, store } = await sellerWithStore({ image: '/images/stores/x.webp' });
    const headers = await ctx.login(seller);
    const before = (await call('GET', `/api/seller/${seller.sellerId}/stores`, headers)).json()[0];

    const renamed = await update(store.id, headers, {
      sellerId: seller.sellerId,
      updateData: { name: 'Renamed Coffee' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      status: 200,
      message: 'Store updated!',
      store: { ...before, name: 'Renamed Coffee' },
    });

    const moved = await update(store.id, headers, {
      updateData: { address: { city: 'Altadena' } },
    });
    expect(moved.json().store).toEqual({
      ...before,
      name: 'Renamed Coffee',
      address: { ...before.address, city: 'Altadena' },
      // A new address is placed again: here, by the local geocoder, at 91101's centre.
      latitude: 34.1468,
      longitude: -118.1391,
      coordinatesPrecision: 'zipcode',
    });
  });

  it('sets photo, hours and contact, and clears the photo with null', async () => {
    const { store } = await sellerWithStore({ image: '/images/stores/y.webp' });
    const headers = await ctx.login('dataentry');
    const response = await update(store.id, headers, {
      updateData: {
        contact: '+1 (818) 555-0142',
        storeHours: { SAT: [{ from: '09:00', to: '13:00' }] },
        image: null,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().store).toMatchObject({
      contact: '8185550142',
      storeHours: { SAT: [{ from: '09:00', to: '13:00' }] },
      image: null,
    });
  });

  it('hides a store from the public catalogue at once', async () => {
    const { seller, store } = await sellerWithStore();
    expect(await publicStoreIds()).toContain(store.id); // cached with the store in it
    const response = await update(store.id, await ctx.login(seller), {
      updateData: { isHidden: true },
    });
    expect(response.json().store.isHidden).toBe(true);
    expect(await publicStoreIds()).not.toContain(store.id);
    expect((await call('GET', `/api/store/${store.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['a short contact', { contact: '555' }, CONTACT_INVALID],
    ['a blank name', { name: ' ' }, 'Store name is required.'],
    ['a blank street', { address: { street1: '' } }, 'Street is required.'],
    ['an unknown category', { category: 'Bakeries' }, CATEGORY_INVALID],
    [
      'hours closing before opening',
      { storeHours: { FRI: [{ from: '18:00', to: '08:00' }] } },
      'Friday: Closing time must be after opening time.',
    ],
    [
      'a time that is not HH:MM',
      { storeHours: { SUN: [{ from: '8am', to: '17:00' }] } },
      'Times are HH:MM, from 00:00 to 23:59.',
    ],
  ])('refuses %s, changing nothing', async (_, updateData, message) => {
    const { store } = await sellerWithStore();
    const response = await update(store.id, await ctx.login('admin'), { updateData });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_FAILED' });
    expect(await storeRow(store.id)).toEqual(store);
  });

  it("refuses a body sellerId that is not the store's seller", async () => {
    const { store } = await sellerWithStore();
    const response = await update(store.id, await ctx.login('admin'), {
      sellerId: randomUUID(),
      updateData: { name: 'Moved Store' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: STORE_OF_ANOTHER_SELLER, code: 'VALIDATION_FAILED' });
    expect((await storeRow(store.id))!.name).toBe(store.name);
  });

  it('lets staff make a store a Pharmacy, not its seller; the seller may still edit one', async () => {
    const { seller, store } = await sellerWithStore();
    const refused = await update(store.id, await ctx.login(seller), {
      updateData: { category: 'Pharmacy' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      error: SELLER_CATEGORY_NOT_ALLOWED,
      code: 'VALIDATION_FAILED',
    });

    const staff = await update(store.id, await ctx.login('admin'), {
      updateData: { category: 'Pharmacy' },
    });
    expect(staff.json().store.category).toBe('Pharmacy');
    const edited = await update(store.id, await ctx.login(seller), {
      updateData: { category: 'Pharmacy', name: 'Corner Pharmacy' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().store).toMatchObject({ category: 'Pharmacy', name: 'Corner Pharmacy' });
  });

  it('answers 404 for an unknown or malformed store id', async () => {
    const headers = await ctx.login('admin');
    for (const id of [MISSING, 'not-a-store']) {
      const response = await update(id, headers, { updateData: { name: 'Nobody' } });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    }
  });
});

describe('DELETE /api/delete-store/:storeId/:sellerId', () => {
  it('deletes the store with its categories and products; the public catalogue drops it at once', async () => {
    const { seller, store } = await sellerWithStore();
    const category = await ctx.newProductCategory({ storeId: store.id });
    await ctx.newProduct({ storeId: store.id, productCategoryId: category.id });
    await ctx.newProduct({ storeId: store.id, productCategoryId: category.id, isHidden: true });
    expect(await publicStoreIds()).toContain(store.id);

    const response = await call(
      'DELETE',
      `/api/delete-store/${store.id}/${seller.sellerId}`,
      await ctx.login(seller),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, message: 'Store deleted.' });
    expect(await storeRow(store.id)).toBeUndefined();
    expect(
      await ctx.db.select().from(productCategories).where(eq(productCategories.storeId, store.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(products).where(eq(products.storeId, store.id))).toEqual([]);
    expect(await publicStoreIds()).not.toContain(store.id);
    expect((await call('GET', `/api/store/${store.id}`)).statusCode).toBe(404);
  });

  it('refuses while the store owes buyers paid orders, and deletes once they are fulfilled', async () => {
    const { seller, store } = await sellerWithStore();
    const buyer = await ctx.newUser();
    // Orders are recorded paid (pending); then one is ready for pickup and one collected.
    const first = await ctx.newOrder(buyer, { storeId: store.id });
    const ready = await ctx.newOrder(buyer, { storeId: store.id });
    const collected = await ctx.newOrder(buyer, { storeId: store.id });
    await ctx.db
      .update(orders)
      .set({ orderStatus: 'ready_for_pickup' })
      .where(eq(orders.id, ready));
    await ctx.db.update(orders).set({ orderStatus: 'completed' }).where(eq(orders.id, collected));
    const remove = async () =>
      call('DELETE', `/api/delete-store/${store.id}/${seller.sellerId}`, await ctx.login(seller));

    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', error: storeHasUnfulfilledOrders(2) });
    expect(refused.json().error).toBe(
      'This store still has 2 orders to fulfil. Complete or cancel them before deleting the store.',
    );
    expect(await storeRow(store.id)).toEqual(store);

    await ctx.db
      .update(orders)
      .set({ orderStatus: 'completed' })
      .where(eq(orders.storeId, store.id));
    await ctx.db.update(orders).set({ orderStatus: 'pending' }).where(eq(orders.id, first));
    expect((await remove()).json().error).toBe(storeHasUnfulfilledOrders(1));
    await ctx.db.update(orders).set({ orderStatus: 'cancelled' }).where(eq(orders.id, first));
    expect((await remove()).statusCode).toBe(200);
  });

  it("answers 404 when the path's seller is not the store's, deleting nothing", async () => {
    const { store } = await sellerWithStore();
    const other = await ctx.newUser({ role: 'seller' });
    const headers = await ctx.login('admin');
    for (const url of [
      `/api/delete-store/${store.id}/${other.sellerId}`,
      `/api/delete-store/${store.id}/not-a-seller`,
      `/api/delete-store/${MISSING}/${store.sellerId}`,
    ]) {
      const response = await call('DELETE', url, headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
    }
    expect(await storeRow(store.id)).toEqual(store);
  });
});

describe('POST /api/clone-store/:storeId', () => {
  it('makes a hidden, complete copy for the same seller', async () => {
    const { seller, store } = await sellerWithStore({
      name: 'Original Coffee',
      image: '/images/stores/original.webp',
      storeHours: { WED: [{ from: '07:00', to: '15:00' }] },
    });
    const drinks = await ctx.newProductCategory({
      storeId: store.id,
      name: 'Drinks',
      icon: '☕',
      position: 0,
    });
    const pastries = await ctx.newProductCategory({
      storeId: store.id,
      name: 'Pastries',
      icon: '🥐',
      position: 1,
    });
    await ctx.newProduct({
      storeId: store.id,
      productCategoryId: drinks.id,
      name: 'Latte',
      priceCents: 550,
      stock: 7,
      images: ['/uploads/Product/latte.webp', 'https://cdn.example.com/latte-2.png'],
      customizations: [
        customizationGroup('Size', [
          { title: '12 oz', price: 0 },
          { title: '16 oz', price: 75 },
        ]),
      ],
      needsAgeVerification: false,
      isTaxable: false,
    });
    await ctx.newProduct({
      storeId: store.id,
      productCategoryId: pastries.id,
      name: 'Secret Croissant',
      isHidden: true,
      stock: 0,
    });

    const response = await call('POST', `/api/clone-store/${store.id}`, await ctx.login(seller));
    expect(response.statusCode).toBe(200);
    const { store: clone, ...answer } = response.json();
    expect(answer).toEqual({ status: 200, message: 'Store cloned!' });
    expect(clone._id).not.toBe(store.id);
    expect(clone).toMatchObject({
      name: 'Original Coffee (copy)',
      isHidden: true,
      sellerId: seller.sellerId,
      image: '/images/stores/original.webp',
      storeHours: { WED: [{ from: '07:00', to: '15:00' }] },
      contact: store.contact,
      category: store.category,
      productCount: 2,
    });
    expect((await call('GET', `/api/store/${clone._id}`)).statusCode).toBe(404);

    const categoriesOf = (storeId: string) =>
      ctx.db
        .select()
        .from(productCategories)
        .where(eq(productCategories.storeId, storeId))
        .orderBy(asc(productCategories.position));
    const sourceCategories = await categoriesOf(store.id);
    const cloneCategories = await categoriesOf(clone._id);
    const strip = ({ id: _id, storeId: _storeId, ...rest }: { id: string; storeId: string }) =>
      rest;
    expect(cloneCategories.map(strip)).toEqual(sourceCategories.map(strip));

    const productsOf = async (storeId: string, categories: { id: string; name: string }[]) => {
      const rows = await ctx.db
        .select()
        .from(products)
        .where(eq(products.storeId, storeId))
        .orderBy(asc(products.name));
      // The public JSON names the ids, which a clone changes.
      return rows.map(
        ({ id, storeId: _s, createdAt: _c, productCategoryId, publicJson: _j, ...rest }) => ({
          ...rest,
          category: categories.find((category) => category.id === productCategoryId)?.name,
          isNew: id,
        }),
      );
    };
    const sourceProducts = await productsOf(store.id, sourceCategories);
    const cloneProducts = await productsOf(clone._id, cloneCategories);
    expect(cloneProducts.map(({ isNew: _, ...rest }) => rest)).toEqual(
      sourceProducts.map(({ isNew: _, ...rest }) => rest),
    );
    expect(cloneProducts.map((p) => p.category)).toEqual(['Drinks', 'Pastries']);
    expect(cloneProducts.map((p) => p.isNew)).not.toEqual(sourceProducts.map((p) => p.isNew));

    // The source is untouched and still public.
    expect(await storeRow(store.id)).toEqual(store);
    expect(
      (await ctx.db.select().from(products).where(eq(products.storeId, store.id))).length,
    ).toBe(2);
  });

  it('cuts a long name so the copy stays within the limit', async () => {
    const { store } = await sellerWithStore({ name: `${'Long '.repeat(23)}Name` });
    const response = await call('POST', `/api/clone-store/${store.id}`, await ctx.login('admin'));
    const { name } = response.json().store;
    expect(name).toHaveLength(120);
    expect(name.endsWith(' (copy)')).toBe(true);
    expect(store.name.startsWith(name.slice(0, -' (copy)'.length))).toBe(true);
  });

  it('copies a store without categories or products', async () => {
    const { store } = await sellerWithStore({ name: 'Empty Shop' });
    const response = await call(
      'POST',
      `/api/clone-store/${store.id}`,
      await ctx.login('dataentry'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().store).toMatchObject({ name: 'Empty Shop (copy)', productCount: 0 });
  });

  it('answers 404 for an unknown store', async () => {
    const response = await call('POST', `/api/clone-store/${MISSING}`, await ctx.login('admin'));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: STORE_NOT_FOUND, code: 'NOT_FOUND' });
  });
});

describe('every store change', () => {
  type Change = 'create' | 'update' | 'delete' | 'clone';
  const requests: Record<
    Change,
    (seller: UserRecord, storeId: string) => [Method, string, object?]
  > = {
    create: (seller) => ['POST', '/api/store/create', sellerStoreBody(seller.sellerId!)],
    update: (_, storeId) => [
      'PUT',
      `/api/update-store/${storeId}`,
      { updateData: { name: 'Heard' } },
    ],
    delete: (seller, storeId) => ['DELETE', `/api/delete-store/${storeId}/${seller.sellerId}`],
    clone: (_, storeId) => ['POST', `/api/clone-store/${storeId}`],
  };
  const expected: Record<Change, (storeId: string) => string[]> = {
    create: (storeId) => [storeId, 'new'],
    update: () => ['Heard'],
    delete: () => [],
    clone: (storeId) => [storeId, 'new'],
  };

  it.each(Object.keys(requests) as Change[])(
    '%s: committed, then heard by the catalogue cache, then answered',
    async (change) => {
      const { seller, store } = await sellerWithStore({ name: 'Unheard' });
      const cache = ctx.app.catalogCache;
      const settle = cache.settle;
      // What another connection sees of the seller's stores when the route asks the cache to settle.
      const seen: string[][] = [];
      const spy = vi.spyOn(cache, 'settle').mockImplementation(async () => {
        const rows = await ctx.db
          .select({ id: stores.id, name: stores.name })
          .from(stores)
          .where(eq(stores.sellerId, seller.sellerId!))
          .orderBy(asc(stores.createdAt), asc(stores.id));
        seen.push(
          rows.map((row) =>
            change === 'update' ? row.name : row.id === store.id ? row.id : 'new',
          ),
        );
        return settle();
      });
      try {
        const [method, url, payload] = requests[change](seller, store.id);
        const response = await call(method, url, await ctx.login(seller), payload);
        expect(response.statusCode).toBe(200);
      } finally {
        spy.mockRestore();
      }
      expect(seen).toEqual([expected[change](store.id)]);
    },
  );
});
