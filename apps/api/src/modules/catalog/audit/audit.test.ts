import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/create-test-app.js';
import type { UserRecord } from '../../users/service.js';

const ctx = await createTestApp();

type Headers = Record<string, string>;
type Change = {
  _id: string;
  at: string;
  actor: { _id: string | null; name: string; role: string };
  action: string;
  entity: string;
  entityId: string;
  entityName: string;
  fields: { field: string; from?: unknown; to?: unknown }[];
};

const address = {
  street1: '40',
  street2: 'N Fair Oaks Ave',
  city: 'Pasadena',
  state: 'CA',
  zipcode: '91103',
};

const changesOf = async (storeId: string, query = '', headers?: Headers) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/store/${storeId}/changes${query}`,
    headers: headers ?? (await ctx.login('admin')),
  });

const historyOf = async (storeId: string): Promise<Change[]> =>
  (await changesOf(storeId)).json().changes;

const nameOf = (user: UserRecord) => `${user.firstName} ${user.lastName}`;

async function createStore(actor: UserRecord, sellerId: string, name: string) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/store/create',
    headers: await ctx.login(actor),
    payload: {
      sellerId,
      storeData: { name, contact: '6265550111', category: 'Flower Stores', address },
    },
  });
  expect(response.statusCode).toBe(200);
  return response.json().store as { _id: string; sellerId: string };
}

const updateStore = async (actor: UserRecord, storeId: string, updateData: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/update-store/${storeId}`,
    headers: await ctx.login(actor),
    payload: { updateData },
  });

describe('GET /api/store/:storeId/changes: who may read', () => {
  it('answers 401 without a login', async () => {
    const store = await ctx.newStore();
    const response = await changesOf(store.id, '', {});
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('UNAUTHENTICATED');
  });

  it.each(['buyer', 'driver', 'dataentry', 'other seller', 'owner'] as const)(
    'answers 403 to %s',
    async (who) => {
      const seller = await ctx.newUser({ role: 'seller' });
      const store = await ctx.newStore({ sellerId: seller.sellerId! });
      const headers =
        who === 'owner'
          ? await ctx.login(seller)
          : await ctx.login(who === 'other seller' ? 'seller' : who);
      const response = await changesOf(store.id, '', headers);
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it('answers an admin', async () => {
    const store = await ctx.newStore();
    const response = await changesOf(store.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ changes: [], nextBefore: null });
  });
});

describe('the audit log of a store', () => {
  it('records who created a store and everything it was created with', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await createStore(admin, seller.sellerId!, 'Logged Flowers');

    const [entry, ...rest] = await historyOf(store._id);
    expect(rest).toEqual([]);
    expect(entry).toEqual({
      _id: expect.stringMatching(/^\d+$/),
      at: expect.any(String),
      actor: { _id: admin.id, name: nameOf(admin), role: 'admin' },
      action: 'create',
      entity: 'store',
      entityId: store._id,
      entityName: 'Logged Flowers',
      fields: [
        { field: 'name', to: 'Logged Flowers' },
        { field: 'category', to: 'Flower Stores' },
        { field: 'contact', to: '6265550111' },
        { field: 'image', to: null },
        { field: 'address', to: address },
        { field: 'storeHours', to: {} },
        { field: 'isHidden', to: true },
        { field: 'sellerId', to: seller.sellerId },
      ],
    });
    expect(Date.now() - Date.parse(entry!.at)).toBeLessThan(60_000);
  });

  it('records only the fields an update changed, from and to, and nothing for no change', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await createStore(seller, seller.sellerId!, 'Before Name');
    const dataentry = await ctx.newUser({ role: 'dataentry' });

    const changed = await updateStore(dataentry, store._id, {
      name: 'After Name',
      category: 'Flower Stores',
      address: { city: 'Altadena' },
    });
    expect(changed.statusCode).toBe(200);
    const same = await updateStore(dataentry, store._id, { name: 'After Name' });
    expect(same.statusCode).toBe(200);

    const [update, create] = await historyOf(store._id);
    expect(create!.actor).toEqual({ _id: seller.id, name: nameOf(seller), role: 'seller' });
    expect(update).toMatchObject({
      actor: { _id: dataentry.id, name: nameOf(dataentry), role: 'dataentry' },
      action: 'update',
      entity: 'store',
      entityId: store._id,
      entityName: 'After Name',
      fields: [
        { field: 'name', from: 'Before Name', to: 'After Name' },
        { field: 'address', from: address, to: { ...address, city: 'Altadena' } },
      ],
    });
    expect(Number(update!._id)).toBeGreaterThan(Number(create!._id));
  });

  it('writes nothing for a change that was refused', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await createStore(seller, seller.sellerId!, 'Refused Change');
    const refused = await updateStore(seller, store._id, { contact: '123' });
    expect(refused.statusCode).toBe(400);
    expect((await historyOf(store._id)).map((entry) => entry.action)).toEqual(['create']);
  });

  it('keeps the history of a deleted store, ending with what it was', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await createStore(seller, seller.sellerId!, 'Soon Gone');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/delete-store/${store._id}/${seller.sellerId}`,
      headers: await ctx.login(admin),
    });
    expect(deleted.statusCode).toBe(200);

    const [entry, create] = await historyOf(store._id);
    expect(create!.action).toBe('create');
    expect(entry).toMatchObject({
      actor: { _id: admin.id, role: 'admin' },
      action: 'delete',
      entityId: store._id,
      entityName: 'Soon Gone',
    });
    expect(entry!.fields).toContainEqual({ field: 'name', from: 'Soon Gone' });
    expect(entry!.fields).toContainEqual({ field: 'isHidden', from: true });
    expect(entry!.fields.every((field) => !('to' in field))).toBe(true);
  });

  it("starts a clone's history with the store it was cloned from", async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const source = await ctx.newStore({ sellerId: seller.sellerId!, name: 'Cloned Source' });
    const category = await ctx.newProductCategory({ storeId: source.id });
    await ctx.newProduct({ storeId: source.id, productCategoryId: category.id });
    const response = await ctx.app.inject({
      method: 'POST',
      url: `/api/clone-store/${source.id}`,
      headers: await ctx.login(seller),
    });
    const clone = response.json().store;

    const [entry, ...rest] = await historyOf(clone._id);
    expect(rest).toEqual([]);
    expect(entry).toMatchObject({
      actor: { _id: seller.id, role: 'seller' },
      action: 'clone',
      entity: 'store',
      entityId: clone._id,
      entityName: 'Cloned Source (copy)',
    });
    expect(entry!.fields.slice(0, 4)).toEqual([
      { field: 'sourceStoreId', to: source.id },
      { field: 'productCategories', to: 1 },
      { field: 'products', to: 1 },
      { field: 'name', to: 'Cloned Source (copy)' },
    ]);
  });
});

describe('paging the audit log', () => {
  it('pages newest first with before and limit, nextBefore null at the end', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const seller = await ctx.newUser({ role: 'seller' });
    const store = await createStore(admin, seller.sellerId!, 'Paged 0');
    for (const n of [1, 2, 3, 4]) {
      expect((await updateStore(admin, store._id, { name: `Paged ${n}` })).statusCode).toBe(200);
    }
    const names = (changes: Change[]) => changes.map((change) => change.entityName);

    const first = (await changesOf(store._id, '?limit=2')).json();
    expect(names(first.changes)).toEqual(['Paged 4', 'Paged 3']);
    expect(first.nextBefore).toBe(first.changes[1]._id);

    const second = (await changesOf(store._id, `?limit=2&before=${first.nextBefore}`)).json();
    expect(names(second.changes)).toEqual(['Paged 2', 'Paged 1']);
    expect(second.nextBefore).toBe(second.changes[1]._id);

    const last = (await changesOf(store._id, `?limit=2&before=${second.nextBefore}`)).json();
    expect(names(last.changes)).toEqual(['Paged 0']);
    expect(last.changes[0].action).toBe('create');
    expect(last.nextBefore).toBeNull();

    const exact = (await changesOf(store._id, `?limit=4`)).json();
    expect(exact.changes).toHaveLength(4);
    expect(exact.nextBefore).toBe(exact.changes[3]._id);

    const all = (await changesOf(store._id)).json();
    expect(names(all.changes)).toEqual(['Paged 4', 'Paged 3', 'Paged 2', 'Paged 1', 'Paged 0']);
    expect(all.nextBefore).toBeNull();
  });

  it("shows only this store's changes", async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const seller = await ctx.newUser({ role: 'seller' });
    const mine = await createStore(admin, seller.sellerId!, 'Mine Only');
    await createStore(admin, seller.sellerId!, 'Not Mine');
    expect((await historyOf(mine._id)).map((change) => change.entityName)).toEqual(['Mine Only']);
  });

  it.each([
    ['?limit=0', '"limit" must be at least 1.'],
    ['?limit=201', '"limit" must be at most 200.'],
    ['?before=abc', '"before" must be the id of a change.'],
    ['?before=0', '"before" must be the id of a change.'],
  ])('refuses %s', async (query, message) => {
    const response = await changesOf(randomUUID(), query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: message, code: 'VALIDATION_FAILED' });
  });

  it('answers no changes for a store id that never had any', async () => {
    for (const id of [randomUUID(), 'not-a-store']) {
      expect((await changesOf(id)).json()).toEqual({ changes: [], nextBefore: null });
    }
  });
});
