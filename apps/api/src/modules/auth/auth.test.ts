import {
  GENDER_REQUIRED,
  OTP_INVALID,
  PHONE_INVALID,
  PHONE_NOT_SERVED,
  UNDER_MINIMUM_AGE,
} from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { App } from '../../app.js';
import { otpSends, users } from '../../db/schema.js';
import { DEMO_ACCOUNTS } from '../../db/seed/demo-accounts.js';
import { createTestApp, TEST_OTP_CODE, testConfig } from '../../test/create-test-app.js';
import { OTP_BUDGET_SPENT } from './service.js';

const ctx = await createTestApp();

function sendOtp(phone: unknown, options: { app?: App; ip?: string } = {}) {
  return (options.app ?? ctx.app).inject({
    method: 'POST',
    url: '/api/send-otp',
    payload: { phone },
    remoteAddress: options.ip ?? ctx.newIp(),
  });
}

function verifyOtp(payload: Record<string, unknown>, options: { app?: App; ip?: string } = {}) {
  return (options.app ?? ctx.app).inject({
    method: 'POST',
    url: '/api/verify-otp',
    payload,
    remoteAddress: options.ip ?? ctx.newIp(),
  });
}

/** A new phone taken through send and verify: its onboarding token. */
async function tempTokenFor(phone: string): Promise<string> {
  expect((await sendOtp(phone)).statusCode).toBe(200);
  const verified = await verifyOtp({ phone, code: TEST_OTP_CODE });
  return verified.json().tempToken;
}

function onboard(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/onboard-user',
    headers: { authorization: `Bearer ${token}` },
    payload,
    remoteAddress: ctx.newIp(),
  });
}

const profile = (phone: string) => ({
  phone,
  email: 'new.buyer@example.com',
  firstName: 'Nora',
  lastName: 'Quinn',
  dob: '1994-03-12',
  gender: 'female',
});

const countSends = async (phone: string) => ctx.db.$count(otpSends, eq(otpSends.phone, phone));

describe('phone login with OTP_DEV_CODE', () => {
  it.each(DEMO_ACCOUNTS)('logs the demo $role in with its role', async (account) => {
    await ctx.newUser({ ...account, phone: account.phone });
    const tenDigits = account.phone.slice(-10);

    const sent = await sendOtp(`+1${tenDigits}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ status: 'pending' });

    const verified = await verifyOtp({ phone: `+1${tenDigits}`, code: TEST_OTP_CODE });
    expect(verified.statusCode).toBe(200);
    const body = verified.json();
    expect(body.user).toMatchObject({ role: account.role, phone: account.phone });
    expect(body.token).toEqual(expect.any(String));
  });

  it('answers known and unknown phones alike', async () => {
    const known = await ctx.newUser();
    const forKnown = await sendOtp(known.phone);
    const forUnknown = await sendOtp(ctx.newPhone());
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.json()).toEqual(forKnown.json());
  });

  it('takes a new phone through onboarding to a buyer session', async () => {
    const phone = ctx.newPhone();
    await sendOtp(phone);
    const verified = await verifyOtp({ phone, code: TEST_OTP_CODE });
    expect(verified.json()).toEqual({ isNewUser: true, tempToken: expect.any(String) });

    const onboarded = await onboard(verified.json().tempToken, profile(phone));
    expect(onboarded.statusCode).toBe(200);
    const { token, user } = onboarded.json();
    expect(user).toMatchObject({ phone, role: 'buyer', firstName: 'Nora', dob: '1994-03-12' });
    expect(user.buyerId).toEqual(expect.any(String));
    expect(user.sellerId).toBeNull();

    // The session works: a buyer is known, just not allowed into admin routes.
    const asBuyer = await ctx.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(asBuyer.statusCode).toBe(403);
  });

  it("keeps the buyer's own words when gender is 'other'", async () => {
    const phone = ctx.newPhone();
    const response = await onboard(await tempTokenFor(phone), {
      ...profile(phone),
      gender: 'other',
      genderOther: 'Non-binary',
    });
    expect(response.json().user.gender).toBe('Non-binary');
  });
});

describe('onboarding refuses', () => {
  it('anyone under 18, with the message SPEC gives, and writes nothing', async () => {
    const phone = ctx.newPhone();
    const token = await tempTokenFor(phone);
    const seventeen = `${new Date().getFullYear() - 17}-01-01`;
    const response = await onboard(token, { ...profile(phone), dob: seventeen });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: UNDER_MINIMUM_AGE, code: 'VALIDATION_FAILED' });
    expect(UNDER_MINIMUM_AGE).toBe('You must be at least 18 years old to create an account.');
    expect(await ctx.db.$count(users, eq(users.phone, phone))).toBe(0);
  });

  it('a missing gender with the SPEC message', async () => {
    const phone = ctx.newPhone();
    const response = await onboard(await tempTokenFor(phone), { ...profile(phone), gender: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(GENDER_REQUIRED);
  });

  it('a phone other than the one verified', async () => {
    const token = await tempTokenFor(ctx.newPhone());
    const response = await onboard(token, profile(ctx.newPhone()));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('FORBIDDEN');
  });

  it('a phone that already has an account', async () => {
    const phone = ctx.newPhone();
    const token = await tempTokenFor(phone);
    expect((await onboard(token, profile(phone))).statusCode).toBe(200);
    const again = await onboard(token, profile(phone));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: 'An account with this phone number already exists.',
      code: 'PHONE_TAKEN',
    });
  });

  it('a session token or no token instead of the onboarding token', async () => {
    const phone = ctx.newPhone();
    const session = await ctx.login('buyer');
    const withSession = await ctx.app.inject({
      method: 'PUT',
      url: '/api/onboard-user',
      headers: session,
      payload: profile(phone),
    });
    expect(withSession.statusCode).toBe(401);
    const withNone = await ctx.app.inject({
      method: 'PUT',
      url: '/api/onboard-user',
      payload: profile(phone),
    });
    expect(withNone.json()).toEqual({ error: 'Authentication required.', code: 'UNAUTHENTICATED' });
  });
});

describe('bad input gets a 400 that says what is wrong, and changes nothing', () => {
  it('a phone that is not 10 digits', async () => {
    const response = await sendOtp('+1626555');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: PHONE_INVALID, code: 'VALIDATION_FAILED' });
    expect(await countSends('+1626555')).toBe(0);
  });

  it('a missing phone', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/send-otp', payload: {} });
    expect(response.json()).toEqual({ error: '"phone" is required.', code: 'VALIDATION_FAILED' });
    const noBody = await ctx.app.inject({ method: 'POST', url: '/api/send-otp' });
    expect(noBody.json()).toEqual({
      error: 'The request body is required.',
      code: 'VALIDATION_FAILED',
    });
  });

  it('a 5-digit code', async () => {
    const phone = ctx.newPhone();
    await sendOtp(phone);
    const response = await verifyOtp({ phone, code: '12345' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: OTP_INVALID, code: 'VALIDATION_FAILED' });
    // The code was not spent on the bad request.
    expect((await verifyOtp({ phone, code: TEST_OTP_CODE })).statusCode).toBe(200);
  });

  it('unknown fields', async () => {
    const phone = ctx.newPhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone, role: 'admin' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: 'Unknown field "role" in the request body.',
      code: 'VALIDATION_FAILED',
    });
    expect(await countSends(phone)).toBe(0);
  });

  it('an oversized field (400) or body (413)', async () => {
    const phone = ctx.newPhone();
    const long = await onboard(await tempTokenFor(phone), {
      ...profile(phone),
      firstName: 'N'.repeat(61),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('"firstName" must be at most 60 characters.');

    const huge = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      payload: { phone: ctx.newPhone(), padding: 'x'.repeat(200 * 1024) },
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({
      error: 'The request body is too large (at most 100 KB).',
      code: 'BODY_TOO_LARGE',
    });
    expect(await ctx.db.$count(users, eq(users.phone, phone))).toBe(0);
  });

  it('a body that is not JSON', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/send-otp',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('INVALID_JSON');
  });

  it('a wrong code', async () => {
    const phone = ctx.newPhone();
    await sendOtp(phone);
    const response = await verifyOtp({ phone, code: '000000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Invalid or expired code.', code: 'INVALID_CODE' });
  });
});

describe('rate limits', () => {
  it('allows one code per phone every 60 seconds, and says when to retry', async () => {
    let now = new Date('2026-04-01T17:00:00Z');
    const app = await ctx.buildApp({ clock: () => now });
    const phone = ctx.newPhone();

    expect((await sendOtp(phone, { app })).statusCode).toBe(200);
    now = new Date(now.getTime() + 45_000);
    const tooSoon = await sendOtp(phone, { app });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json()).toEqual({
      error: 'Too many code requests. Please try again in 15 seconds.',
      code: 'RATE_LIMITED',
    });
    expect(tooSoon.headers['retry-after']).toBe('15');

    now = new Date(now.getTime() + 15_000);
    expect((await sendOtp(phone, { app })).statusCode).toBe(200);
  });

  it('allows five codes per phone an hour', async () => {
    let now = new Date('2026-04-01T17:00:00Z');
    const app = await ctx.buildApp({ clock: () => now });
    const phone = ctx.newPhone();
    for (let send = 0; send < 5; send++) {
      expect((await sendOtp(phone, { app })).statusCode).toBe(200);
      now = new Date(now.getTime() + 61_000);
    }
    const sixth = await sendOtp(phone, { app });
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error).toBe(
      'Too many code requests for this phone. Please try again in 55 minutes.',
    );
  });

  it('limits how many codes one client address can request', async () => {
    const ip = ctx.newIp();
    for (let send = 0; send < 20; send++) {
      expect((await sendOtp(ctx.newPhone(), { ip })).statusCode).toBe(200);
    }
    const response = await sendOtp(ctx.newPhone(), { ip });
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      error: expect.stringMatching(
        /^Too many requests\. Please try again in (\d+ seconds|1 minute)\.$/,
      ),
      code: 'RATE_LIMITED',
    });
  });

  it('texts codes only to US numbers, refusing the plan’s other countries and service numbers (SMS pumping)', async () => {
    for (const phone of [
      '+18765550100',
      '809 555 0100',
      '+1 268 555 0100',
      '416-555-0100',
      '900 555 0100',
    ]) {
      const response = await sendOtp(phone);
      expect(response.statusCode, phone).toBe(400);
      expect(response.json()).toEqual({ error: PHONE_NOT_SERVED, code: 'VALIDATION_FAILED' });
    }
    expect(await ctx.db.select().from(otpSends).where(eq(otpSends.phone, '+18765550100'))).toEqual(
      [],
    );
  });

  it('stops sending once the hour’s budget of codes, every phone together, is spent, and says so in the log once', async () => {
    const lines: string[] = [];
    const budgeted = await ctx.buildApp({
      config: testConfig({ OTP_SENDS_PER_HOUR: '3', LOG_LEVEL: 'error' }),
      loggerInstance: pino({ level: 'error' }, { write: (line: string) => lines.push(line) }),
    });
    // The budget counts every send of the last hour, whoever sent it: this file's others too.
    const sentBefore = await ctx.db.$count(otpSends);
    const answers: number[] = [];
    for (let send = 0; send < Math.max(0, 3 - sentBefore) + 2; send++) {
      answers.push((await sendOtp(ctx.newPhone(), { app: budgeted })).statusCode);
    }
    expect(answers.slice(-2)).toEqual([429, 429]);
    const refused = await sendOtp(ctx.newPhone(), { app: budgeted });
    expect(refused.json()).toEqual({ error: OTP_BUDGET_SPENT, code: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBe('300');
    const alerts = lines.map((line) => JSON.parse(line)).filter((entry) => entry.level === 50);
    expect(alerts).toHaveLength(1);
    expect(alerts[0].msg).toMatch(
      /^Login codes: \d+ sent in the last hour, the budget of OTP_SENDS_PER_HOUR=3;/,
    );
  });

  it('limits how many codes one client address can try', async () => {
    const ip = ctx.newIp();
    for (let attempt = 0; attempt < 30; attempt++) {
      await verifyOtp({ phone: ctx.newPhone(), code: '000000' }, { ip });
    }
    const response = await verifyOtp({ phone: ctx.newPhone(), code: '000000' }, { ip });
    expect(response.statusCode).toBe(429);
  });
});
