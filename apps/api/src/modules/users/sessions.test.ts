import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { createTestApp, TEST_OTP_CODE } from '../../test/create-test-app.js';
import { USER_NOT_FOUND } from './service.js';
import { SESSION_DAYS } from './sessions.js';

// Server-side sessions (issue #29, docs/decisions/121): a login is a row its token names;
// logout and an admin end it, on every instance, from the next request.
const ctx = await createTestApp();
const DAY_MS = 86_400_000;

const me = (headers: Record<string, string>, app = ctx.app) =>
  app.inject({ method: 'GET', url: '/api/me', headers });

/** Logs the phone's user in the way the web does: a code, then verify-otp. */
async function logInByPhone(phone: string): Promise<Record<string, string>> {
  const remoteAddress = ctx.newIp();
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/send-otp',
    payload: { phone },
    remoteAddress,
  });
  expect(sent.statusCode).toBe(200);
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload: { phone, code: TEST_OTP_CODE },
    remoteAddress,
  });
  expect(verified.statusCode).toBe(200);
  return { authorization: `Bearer ${verified.json().token}` };
}

describe('POST /api/logout', () => {
  it('ends this login only: its token is refused after, another device stays logged in', async () => {
    const user = await ctx.newUser();
    const phone = await logInByPhone(user.phone);
    // A second device (a second code within the resend cooldown would be refused).
    const laptop = await ctx.login(user);
    expect((await me(phone)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: phone });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');

    const after = await me(phone);
    expect(after.statusCode).toBe(401);
    expect(after.json().error).toBe('Authentication required.');
    // Another instance on the same database refuses it too.
    expect((await me(phone, await ctx.buildApp())).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    // Logging out again with the ended token is refused, not an error.
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: phone })).statusCode,
    ).toBe(401);
  });

  it('needs a login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
  });
});

describe('DELETE /api/users/{id}/sessions', () => {
  it('an admin logs a user out on every device; they can log in again', async () => {
    const driver = await ctx.newUser({ role: 'driver' });
    const devices = [await logInByPhone(driver.phone), await ctx.login(driver)];
    const response = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${driver.id}/sessions`,
      headers: await ctx.login('admin'),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ended: 2, message: 'Logged out on 2 devices.' });
    for (const headers of devices) expect((await me(headers)).statusCode).toBe(401);

    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/users/${driver.id}/sessions`,
      headers: await ctx.login('admin'),
    });
    expect(again.json()).toEqual({ ended: 0, message: 'This user was not logged in anywhere.' });
    expect((await me(await ctx.login(driver))).statusCode).toBe(200);
  });

  it('is for admins only, and names a user that exists', async () => {
    const user = await ctx.newUser();
    const headers = await ctx.login(user);
    for (const role of ['buyer', 'seller', 'driver', 'dataentry'] as const) {
      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/users/${user.id}/sessions`,
        headers: await ctx.login(role),
      });
      expect(refused.statusCode, role).toBe(403);
    }
    expect((await me(headers)).statusCode).toBe(200);
    const unknown = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/users/3f0a8c1e-2b4d-4e6f-8a9b-0c1d2e3f4a5b/sessions',
      headers: await ctx.login('admin'),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe(USER_NOT_FOUND);
  });
});

describe('a session’s life', () => {
  it(`lasts ${SESSION_DAYS} days by the server's clock, and a new login clears ended and expired rows`, async () => {
    const user = await ctx.newUser();
    const headers = await ctx.login(user);
    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    const later = (ms: number) =>
      ctx.buildApp({ clock: () => new Date(row!.createdAt.getTime() + ms) });
    expect((await me(headers, await later(SESSION_DAYS * DAY_MS - 60_000))).statusCode).toBe(200);
    expect((await me(headers, await later(SESSION_DAYS * DAY_MS + 1000))).statusCode).toBe(401);

    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    await ctx.login(user);
    const rows = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.endedAt).toBeNull();
  });
});
