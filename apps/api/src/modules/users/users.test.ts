import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { users } from '../../db/schema.js';
import { createTestApp, TEST_TOKEN_SECRET } from '../../test/create-test-app.js';
import { startSession } from './sessions.js';

const ctx = await createTestApp();
/** A database whose only admin is the one a test makes. */
const lone = await createTestApp();
/** A database whose only admins are the ones who step down at once. */
const trio = await createTestApp();

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

const toggleRole = (id: string, role: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PATCH', url: `/api/toggle-role/${id}`, headers, payload: { role } });

describe('who may call admin routes', () => {
  it('answers 401 without a token, with a forged one and with an expired one', async () => {
    const user = await ctx.newUser({ role: 'admin' });
    // A real session, so only the secret or the time is wrong.
    const { sessionId: sid } = await startSession(ctx.db, { userId: user.id, now: new Date() });
    const forged = await new SignJWT({ purpose: 'session', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arroyo')
      .setSubject(user.id)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('not-the-secret-not-the-secret-not-the-secret'));
    const expired = await new SignJWT({ purpose: 'session', sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arroyo')
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(new TextEncoder().encode(TEST_TOKEN_SECRET));

    const attempts: Record<string, string>[] = [
      {},
      { authorization: 'Bearer nonsense' },
      { authorization: `Bearer ${forged}` },
      { authorization: `Bearer ${expired}` },
    ];
    for (const headers of attempts) {
      const response = await get('/api/users', headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: 'Authentication required.',
        code: 'UNAUTHENTICATED',
      });
    }
  });

  it.each(['buyer', 'seller', 'driver', 'dataentry'] as const)(
    'answers 403 to a %s',
    async (role) => {
      const response = await get('/api/users', await ctx.login(role));
      expect(response.statusCode).toBe(403);
      expect(response.json().code).toBe('FORBIDDEN');
    },
  );

  it('refuses an onboarding token where a session is needed', async () => {
    const tempToken = await ctx.app.tokens.signOnboarding(ctx.newPhone());
    const response = await get('/api/users', { authorization: `Bearer ${tempToken}` });
    expect(response.statusCode).toBe(401);
  });

  it('ignores a forged X-admin-ID: it never widens access', async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const buyerHeaders = await ctx.login('buyer');
    const forged = await get('/api/users', { ...buyerHeaders, 'x-admin-id': admin.adminId! });
    expect(forged.statusCode).toBe(403);
    expect(forged.json()).toEqual({
      error: 'The X-admin-ID header does not match your account.',
      code: 'FORBIDDEN',
    });
  });

  it("refuses an admin whose X-admin-ID or X-user-ID is someone else's", async () => {
    const admin = await ctx.newUser({ role: 'admin' });
    const other = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(admin);
    expect((await get('/api/users', { ...headers, 'x-admin-id': other.adminId! })).statusCode).toBe(
      403,
    );
    expect((await get('/api/users', { ...headers, 'x-user-id': other.id })).statusCode).toBe(403);
    const matching = { ...headers, 'x-admin-id': admin.adminId!, 'x-user-id': admin.id };
    expect((await get('/api/users', matching)).statusCode).toBe(200);
  });
});

describe('GET /api/users', () => {
  it('lists users in the SPEC shape, role ids null when absent', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const response = await get(
      `/api/users?q=${encodeURIComponent(seller.lastName)}`,
      await ctx.login('admin'),
    );
    expect(response.statusCode).toBe(200);
    const listed = response.json().users.find((user: { _id: string }) => user._id === seller.id);
    expect(listed).toEqual({
      _id: seller.id,
      firstName: seller.firstName,
      lastName: seller.lastName,
      email: seller.email,
      phone: seller.phone,
      dob: seller.dob,
      gender: seller.gender,
      role: 'seller',
      buyerId: null,
      sellerId: seller.sellerId,
      driverId: null,
      adminId: null,
      dataentryId: null,
    });
  });
});

describe('PATCH /api/toggle-role/:id', () => {
  it('sets the role, creates its id, and the change applies at once', async () => {
    const user = await ctx.newUser({ role: 'buyer' });
    const userHeaders = await ctx.login(user);
    expect((await get('/api/users', userHeaders)).statusCode).toBe(403);

    const response = await toggleRole(user.id, 'admin', await ctx.login('admin'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ _id: user.id, role: 'admin', buyerId: user.buyerId });
    expect(response.json().adminId).toEqual(expect.any(String));

    expect((await get('/api/users', userHeaders)).statusCode).toBe(200);
  });

  it("takes a revoked admin's rights away at their next request on every instance", async () => {
    const other = await ctx.buildApp();
    const revoked = await ctx.newUser({ role: 'admin' });
    const headers = await ctx.login(revoked);
    const onOther = () => other.inject({ method: 'GET', url: '/api/users', headers });
    expect((await onOther()).statusCode).toBe(200);

    expect((await toggleRole(revoked.id, 'buyer', await ctx.login('admin'))).statusCode).toBe(200);

    const next = await onOther();
    expect(next.statusCode).toBe(403);
    expect(next.json()).toEqual({
      error: 'You do not have permission to do this.',
      code: 'FORBIDDEN',
    });
  });

  it('keeps a role id when the role comes back, so the records stay attached', async () => {
    const seller = await ctx.newUser({ role: 'seller' });
    const admin = await ctx.login('admin');
    await toggleRole(seller.id, 'driver', admin);
    const back = await toggleRole(seller.id, 'seller', admin);
    expect(back.json().sellerId).toBe(seller.sellerId);
  });

  it('refuses an unknown role, an unknown user, and a non-admin', async () => {
    const user = await ctx.newUser();
    const admin = await ctx.login('admin');
    const badRole = await toggleRole(user.id, 'owner', admin);
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error).toBe(
      '"role" must be one of: buyer, seller, driver, admin, dataentry.',
    );
    const missing = await toggleRole('9f0e7d7c-0000-4000-8000-000000000000', 'seller', admin);
    expect(missing.statusCode).toBe(404);
    expect((await toggleRole('not-an-id', 'seller', admin)).statusCode).toBe(404);
    expect((await toggleRole(user.id, 'admin', await ctx.login('seller'))).statusCode).toBe(403);
  });

  it('will not demote the last admin', async () => {
    const admin = await lone.newUser({ role: 'admin' });
    const response = await lone.app.inject({
      method: 'PATCH',
      url: `/api/toggle-role/${admin.id}`,
      headers: await lone.login(admin),
      payload: { role: 'buyer' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: 'The last admin cannot be given another role.',
      code: 'CONFLICT',
    });
  });

  it('keeps one admin when every admin steps down at the same moment', async () => {
    const admins = await Promise.all(
      Array.from({ length: 8 }, () => trio.newUser({ role: 'admin' })),
    );
    const responses = await Promise.all(
      admins.map(async (admin) =>
        trio.app.inject({
          method: 'PATCH',
          url: `/api/toggle-role/${admin.id}`,
          headers: await trio.login(admin),
          payload: { role: 'buyer' },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([...Array(7).fill(200), 409]);
    expect(responses.find((r) => r.statusCode === 409)!.json()).toEqual({
      error: 'The last admin cannot be given another role.',
      code: 'CONFLICT',
    });
    const left = await trio.db.select().from(users).where(eq(users.role, 'admin'));
    expect(left).toHaveLength(1);
  });
});

describe('GET /api/user-buyer/:id', () => {
  it('finds the customer by buyer id or by user id', async () => {
    const buyer = await ctx.newUser({ role: 'buyer' });
    const admin = await ctx.login('admin');
    for (const id of [buyer.buyerId!, buyer.id]) {
      const response = await get(`/api/user-buyer/${id}`, admin);
      expect(response.statusCode).toBe(200);
      expect(response.json()._id).toBe(buyer.id);
    }
  });

  it("answers 404 'Customer not found.'", async () => {
    const admin = await ctx.login('admin');
    for (const id of ['9f0e7d7c-0000-4000-8000-000000000000', 'nope']) {
      const response = await get(`/api/user-buyer/${id}`, admin);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Customer not found.', code: 'NOT_FOUND' });
    }
  });
});
