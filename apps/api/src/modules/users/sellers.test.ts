import type { Role } from '@marketplace/core/constants/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp } from '../../test/create-test-app.js';

const ctx = await createTestApp();
/** A database whose only admin is the one a test makes. */
const lone = await createTestApp();

const listSellers = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/sellers', headers });
const createSeller = (payload: Record<string, unknown>, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/create-seller', headers, payload });

/** A 10-digit phone nobody in this file has, as an admin types it. */
const typedPhone = () => ctx.newPhone().replace(/^\+1/, '');
const newSellerBody = (overrides: Record<string, string> = {}) => ({
  firstName: 'Lucia',
  lastName: 'Reyes',
  phone: typedPhone(),
  email: 'lucia@example.com',
  ...overrides,
});

describe('who may call the seller routes', () => {
  it.each(['buyer', 'seller', 'driver', 'dataentry'] as const satisfies readonly Role[])(
    'answers 403 to a %s and changes nothing',
    async (role) => {
      const headers = await ctx.login(role);
      const list = await listSellers(headers);
      expect(list.statusCode).toBe(403);
      expect(list.json()).toEqual({
        error: 'You do not have permission to do this.',
        code: 'FORBIDDEN',
      });
      const body = newSellerBody();
      const create = await createSeller(body, headers);
      expect(create.statusCode).toBe(403);
      expect(create.json().code).toBe('FORBIDDEN');
      const [made] = await ctx.db
        .select()
        .from(users)
        .where(eq(users.phone, `+1${body.phone}`));
      expect(made).toBeUndefined();
    },
  );

  it('answers 401 to nobody', async () => {
    for (const response of [await listSellers({}), await createSeller(newSellerBody(), {})]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Authentication required.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it('lets an admin list and create', async () => {
    const admin = await ctx.login('admin');
    expect((await listSellers(admin)).statusCode).toBe(200);
    expect((await createSeller(newSellerBody(), admin)).statusCode).toBe(200);
  });
});

describe('GET /api/sellers', () => {
  const get = async (query: string) =>
    ctx.app.inject({ url: `/api/sellers?${query}`, headers: await ctx.login('admin') });
  /** Letters no other test's names hold, so a search finds only this test's sellers. */
  const mark = () =>
    `Q${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

  it('lists sellers by name in the SPEC shape with their store counts, and no one else', async () => {
    const tag = mark();
    const zoe = await ctx.newUser({ role: 'seller', firstName: 'Zoe', lastName: `Adams ${tag}` });
    const amy = await ctx.newUser({ role: 'seller', firstName: 'Amy', lastName: `Zhu ${tag}` });
    const amyB = await ctx.newUser({ role: 'seller', firstName: 'Amy', lastName: `Bell ${tag}` });
    const buyer = await ctx.newUser({ role: 'buyer', firstName: 'Aaron', lastName: tag });
    // Someone who was a seller keeps their seller id and stores, but is a driver now.
    const former = await ctx.newUser({
      role: 'driver',
      lastName: tag,
      sellerId: crypto.randomUUID(),
    });
    await ctx.newStore({ sellerId: zoe.sellerId! });
    await ctx.newStore({ sellerId: zoe.sellerId!, isHidden: true });
    await ctx.newStore({ sellerId: amyB.sellerId! });
    await ctx.newStore({ sellerId: former.sellerId! });

    const response = await get(`q=${tag}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      sellers: [
        {
          _id: amyB.id,
          sellerId: amyB.sellerId,
          firstName: 'Amy',
          lastName: `Bell ${tag}`,
          phone: amyB.phone,
          email: amyB.email,
          storeCount: 1,
        },
        expect.objectContaining({ _id: amy.id, storeCount: 0 }),
        expect.objectContaining({ _id: zoe.id, sellerId: zoe.sellerId, storeCount: 2 }),
      ],
      total: 3,
      nextAfter: null,
    });
    expect(JSON.stringify(response.json())).not.toContain(buyer.id);
    expect(JSON.stringify(response.json())).not.toContain(former.id);
  });

  it('pages by name: each page starts after the last one, and only the first counts', async () => {
    const tag = mark();
    const made = [];
    for (const first of ['Cara', 'Abel', 'Bea', 'Abel', 'Dov']) {
      made.push(await ctx.newUser({ role: 'seller', firstName: first, lastName: tag }));
    }
    const byName = [...made].sort(
      (a, b) => a.firstName.localeCompare(b.firstName) || (a.id < b.id ? -1 : 1),
    );
    const first = (await get(`q=${tag}&limit=2`)).json();
    expect(first.sellers.map((s: { _id: string }) => s._id)).toEqual([
      byName[0]!.id,
      byName[1]!.id,
    ]);
    expect(first.total).toBe(5);
    expect(first.nextAfter).toBe(byName[1]!.sellerId);
    const second = (await get(`q=${tag}&limit=2&after=${first.nextAfter}`)).json();
    expect(second.sellers.map((s: { _id: string }) => s._id)).toEqual([
      byName[2]!.id,
      byName[3]!.id,
    ]);
    expect(second.total).toBeNull();
    const last = (await get(`q=${tag}&limit=2&after=${second.nextAfter}`)).json();
    expect(last).toEqual({
      sellers: [expect.objectContaining({ _id: byName[4]!.id })],
      total: null,
      nextAfter: null,
    });
  });

  it('finds a seller by part of the e-mail, by phone digits, and by seller id', async () => {
    const tag = mark();
    const seller = await ctx.newUser({ role: 'seller', email: `${tag}@rosebowl.example` });
    const other = await ctx.newUser({ role: 'seller' });
    const ids = async (query: string) =>
      (await get(query)).json().sellers.map((s: { _id: string }) => s._id);
    expect(await ids(`q=${encodeURIComponent(`${tag.slice(2)}@rose`)}`)).toEqual([seller.id]);
    const digits = seller.phone.slice(-7);
    expect(
      await ids(`q=${encodeURIComponent(`${digits.slice(0, 3)}-${digits.slice(3)}`)}`),
    ).toEqual([seller.id]);
    const one = (await get(`sellerId=${other.sellerId}`)).json();
    expect(one).toEqual({
      sellers: [expect.objectContaining({ _id: other.id, sellerId: other.sellerId })],
      total: 1,
      nextAfter: null,
    });
    expect((await get('sellerId=not-an-id')).json()).toEqual({
      sellers: [],
      total: 0,
      nextAfter: null,
    });
  });

  it('refuses an `after` that is no page of sellers, and a page longer than 100', async () => {
    const buyer = await ctx.newUser({ role: 'buyer' });
    for (const after of [buyer.id, 'nope']) {
      const response = await get(`after=${after}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: '"after" must be the nextAfter of a page of sellers.',
        code: 'VALIDATION_FAILED',
      });
    }
    expect((await get('limit=101')).statusCode).toBe(400);
  });
});

describe('GET /api/sellers/choices (issues #30, #32)', () => {
  it('gives staff the sellers matching a search by name with their seller id, and nothing else of them', async () => {
    const seller = await ctx.newUser({ role: 'seller', lastName: 'Choicely' });
    for (const role of ['admin', 'dataentry'] as const) {
      const response = await ctx.app.inject({
        url: `/api/sellers/choices?q=${encodeURIComponent(seller.lastName)}`,
        headers: await ctx.login(role),
      });
      expect(response.statusCode).toBe(200);
      const mine = response
        .json()
        .find((c: { sellerId: string }) => c.sellerId === seller.sellerId);
      expect(mine).toEqual({
        sellerId: seller.sellerId,
        name: `${seller.firstName} ${seller.lastName}`,
      });
    }
    for (const role of ['buyer', 'seller', 'driver'] as const) {
      const refused = await ctx.app.inject({
        url: '/api/sellers/choices',
        headers: await ctx.login(role),
      });
      expect(refused.statusCode, role).toBe(403);
    }
  });

  it('answers the first 20 by name unless asked for more, never more than 100', async () => {
    const headers = await ctx.login('admin');
    for (let n = 0; n < 21; n += 1) await ctx.newUser({ role: 'seller' });
    const first = await ctx.app.inject({ url: '/api/sellers/choices', headers });
    expect(first.json()).toHaveLength(20);
    const more = await ctx.app.inject({ url: '/api/sellers/choices?limit=21', headers });
    expect(more.json()).toHaveLength(21);
    const tooMany = await ctx.app.inject({ url: '/api/sellers/choices?limit=101', headers });
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('POST /api/create-seller', () => {
  it('makes a new phone a seller, who can then manage their stores', async () => {
    const body = newSellerBody({
      firstName: '  Ana ',
      lastName: 'Ortiz',
      email: 'ana@example.com',
    });
    const response = await createSeller(
      {
        ...body,
        phone: `(${body.phone.slice(0, 3)}) ${body.phone.slice(3, 6)}-${body.phone.slice(6)}`,
      },
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(200);
    const answer = response.json();
    expect(answer).toEqual({
      status: 200,
      message: 'Seller created!',
      isExistingUser: false,
      seller: {
        _id: expect.any(String),
        sellerId: expect.any(String),
        firstName: 'Ana',
        lastName: 'Ortiz',
        phone: `+1${body.phone}`,
        email: 'ana@example.com',
        storeCount: 0,
      },
    });

    const [user] = await ctx.db.select().from(users).where(eq(users.id, answer.seller._id));
    expect(user).toMatchObject({ role: 'seller', sellerId: answer.seller.sellerId, buyerId: null });
    const stores = await ctx.app.inject({
      method: 'GET',
      url: `/api/seller/${answer.seller.sellerId}/stores`,
      headers: await ctx.login(user!),
    });
    expect(stores.statusCode).toBe(200);
    expect(stores.json()).toEqual([]);

    const listed = await ctx.app.inject({
      url: `/api/sellers?sellerId=${answer.seller.sellerId}`,
      headers: await ctx.login('admin'),
    });
    expect(listed.json().sellers).toEqual([answer.seller]);
  });

  it('makes an existing buyer a seller, keeping their ids, names and e-mail', async () => {
    const buyer = await ctx.newUser({ role: 'buyer', firstName: 'Mara', lastName: 'Diaz' });
    const response = await createSeller(
      newSellerBody({ phone: buyer.phone, firstName: 'Other', email: 'other@example.com' }),
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Seller created!',
      isExistingUser: true,
      seller: {
        _id: buyer.id,
        firstName: 'Mara',
        lastName: 'Diaz',
        email: buyer.email,
        phone: buyer.phone,
      },
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, buyer.id));
    expect(user).toMatchObject({ role: 'seller', buyerId: buyer.buyerId });
    expect(user!.sellerId).toEqual(response.json().seller.sellerId);
    expect(user!.sellerId).toEqual(expect.any(String));
  });

  it('gives back a former seller their old seller id, and with it their stores', async () => {
    const former = await ctx.newUser({ role: 'driver', sellerId: crypto.randomUUID() });
    await ctx.newStore({ sellerId: former.sellerId! });
    const response = await createSeller(
      newSellerBody({ phone: former.phone }),
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().seller).toMatchObject({ sellerId: former.sellerId, storeCount: 1 });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, former.id));
    expect(user).toMatchObject({ role: 'seller', driverId: former.driverId });
  });

  it('refuses a phone that is a seller already, changing nothing', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await createSeller(
      newSellerBody({ phone: seller.phone, firstName: 'Someone' }),
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'This phone number already belongs to a seller.',
      code: 'CONFLICT',
    });
    const [user] = await ctx.db.select().from(users).where(eq(users.id, seller.id));
    expect(user).toEqual(seller);
  });

  it('will not turn the last admin into a seller', async () => {
    const admin = await lone.newUser({ role: 'admin' });
    const response = await lone.app.inject({
      method: 'POST',
      url: '/api/create-seller',
      headers: await lone.login(admin),
      payload: newSellerBody({ phone: admin.phone }),
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'The last admin cannot be given another role.',
      code: 'CONFLICT',
    });
    const [user] = await lone.db.select().from(users).where(eq(users.id, admin.id));
    expect(user).toMatchObject({ role: 'admin', sellerId: null });
  });

  it('makes one seller with one seller id when the same phone is added twice at once', async () => {
    const body = newSellerBody();
    const [first, second] = await Promise.all([
      createSeller(body, await ctx.login('admin')),
      createSeller({ ...body, firstName: 'Lu' }, await ctx.login('admin')),
    ]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([200, 409]);
    const made = await ctx.db
      .select()
      .from(users)
      .where(eq(users.phone, `+1${body.phone}`));
    expect(made).toHaveLength(1);
    const winner = [first!, second!].find((response) => response.statusCode === 200)!;
    expect(made[0]).toMatchObject({ role: 'seller', sellerId: winner.json().seller.sellerId });
  });

  it.each([
    ['a blank first name', { firstName: '  ' }, 'First name is required.'],
    ['a blank last name', { lastName: '' }, 'Last name is required.'],
    ['a blank phone', { phone: ' ' }, 'Phone is required.'],
    ['a blank email', { email: '' }, 'Email is required.'],
    ['a short phone', { phone: '62655' }, 'Phone number should be exactly 10 digits.'],
    ['letters in the phone', { phone: '626555010a' }, 'Phone number should be exactly 10 digits.'],
    ['an e-mail without a domain', { email: 'lu@' }, 'Please enter a valid email address.'],
  ])('refuses %s with 400 and SPEC §5 sentence, creating nobody', async (_, change, sentence) => {
    const body = newSellerBody(change);
    const response = await createSeller(body, await ctx.login('admin'));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: sentence, code: 'VALIDATION_FAILED' });
    const [made] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.phone, `+1${body.phone}`));
    expect(made).toBeUndefined();
  });

  it('names the first missing field first, in the form order', async () => {
    const response = await createSeller(
      { firstName: '', lastName: '', phone: '', email: '' },
      await ctx.login('admin'),
    );
    expect(response.json().error).toBe('First name is required.');
  });
});
