import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { createLocalOtpProvider } from './local.js';

const ctx = await createTestApp();

/** A provider on this file's database, its clock in the test's hands, its log captured. */
function localProvider(options: { devCode?: string } = {}) {
  const clock = { now: new Date('2026-04-01T17:00:00Z') };
  const logged: { code: string; message: string }[] = [];
  const provider = createLocalOtpProvider({
    db: ctx.db,
    secret: 'local-otp-test-secret-local-otp-test-secret',
    devCode: options.devCode,
    logger: {
      info: (details, message) => {
        logged.push({ code: (details as { otp: { code: string } }).otp.code, message });
      },
    },
    clock: () => clock.now,
  });
  const lastCode = () => logged.at(-1)!.code;
  const advance = (ms: number) => {
    clock.now = new Date(clock.now.getTime() + ms);
  };
  return { provider, logged, lastCode, advance };
}

const MINUTE = 60_000;

describe('local OTP provider', () => {
  it('sends a random 6-digit code to the server log, and accepts it once', async () => {
    const { provider, logged, lastCode } = localProvider();
    const phone = ctx.newPhone();
    await provider.send(phone);
    expect(lastCode()).toMatch(/^\d{6}$/);
    expect(logged[0]!.message).toBe(
      `ONE-TIME CODE for ${phone}: ${lastCode()} (local OTP provider, valid 10 minutes)`,
    );
    expect(await provider.verify(phone, lastCode())).toBe('approved');
    expect(await provider.verify(phone, lastCode())).toBe('expired');
  });

  it('keeps only a keyed hash of the code', async () => {
    const { provider, lastCode } = localProvider();
    const phone = ctx.newPhone();
    await provider.send(phone);
    const rows = await ctx.db.query.otpChallenges.findMany({
      where: (challenge, { eq }) => eq(challenge.phone, phone),
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.codeHash).not.toContain(lastCode());
  });

  it('lets a code expire after 10 minutes', async () => {
    const { provider, lastCode, advance } = localProvider();
    const phone = ctx.newPhone();
    await provider.send(phone);
    advance(10 * MINUTE - 1);
    expect(await provider.verify(phone, lastCode())).toBe('approved');

    await provider.send(phone);
    advance(10 * MINUTE);
    expect(await provider.verify(phone, lastCode())).toBe('expired');
  });

  it('locks the code after 5 wrong tries, even against the right one', async () => {
    const { provider, lastCode } = localProvider();
    const phone = ctx.newPhone();
    await provider.send(phone);
    const code = lastCode();
    const wrong = code === '000000' ? '111111' : '000000';
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt++) answers.push(await provider.verify(phone, wrong));
    expect(answers).toEqual(['invalid', 'invalid', 'invalid', 'invalid', 'locked']);
    expect(await provider.verify(phone, code)).toBe('locked');
  });

  it('retires the earlier code when a new one is sent', async () => {
    const { provider, lastCode } = localProvider();
    const phone = ctx.newPhone();
    await provider.send(phone);
    const first = lastCode();
    await provider.send(phone);
    if (first !== lastCode()) expect(await provider.verify(phone, first)).toBe('invalid');
    expect(await provider.verify(phone, lastCode())).toBe('approved');
  });

  it('sends OTP_DEV_CODE to every phone when it is set', async () => {
    const { provider, lastCode } = localProvider({ devCode: '424242' });
    for (const phone of [ctx.newPhone(), ctx.newPhone()]) {
      await provider.send(phone);
      expect(lastCode()).toBe('424242');
      expect(await provider.verify(phone, '424242')).toBe('approved');
    }
  });

  it('prints codes to the server log when the app runs without OTP_DEV_CODE', async () => {
    const lines: string[] = [];
    const app = await ctx.buildApp({
      config: testConfig({ OTP_DEV_CODE: '' }),
      loggerInstance: pino({ level: 'info' }, { write: (line: string) => lines.push(line) }),
    });
    const phone = ctx.newPhone();
    await app.inject({ method: 'POST', url: '/api/send-otp', payload: { phone } });
    const entry = lines.map((line) => JSON.parse(line)).find((each) => each.otp?.phone === phone);
    expect(entry.msg).toMatch(/^ONE-TIME CODE for \+1\d{10}: \d{6} /);

    const verified = await app.inject({
      method: 'POST',
      url: '/api/verify-otp',
      payload: { phone, code: entry.otp.code },
    });
    expect(verified.json()).toEqual({ isNewUser: true, tempToken: expect.any(String) });
  });
});
