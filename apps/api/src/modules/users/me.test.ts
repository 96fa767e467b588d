import { describe, expect, it } from 'vitest';
import { AUTHENTICATION_REQUIRED } from '../../access.js';
import { createTestApp } from '../../test/create-test-app.js';

const ctx = await createTestApp();

describe('GET /api/me', () => {
  it('answers the logged-in user as the database has them now, role changes included', async () => {
    const user = await ctx.newUser({ role: 'buyer' });
    const headers = await ctx.login(user);
    const before = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ _id: user.id, role: 'buyer', phone: user.phone });

    const promoted = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/toggle-role/${user.id}`,
      headers: await ctx.login('admin'),
      payload: { role: 'seller' },
    });
    expect(promoted.statusCode).toBe(200);
    // The same token: the role is read on this request, not taken from the token.
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(after.json()).toMatchObject({ _id: user.id, role: 'seller' });
    expect(after.json().sellerId).toEqual(expect.any(String));
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: AUTHENTICATION_REQUIRED, code: 'UNAUTHENTICATED' });
  });
});
