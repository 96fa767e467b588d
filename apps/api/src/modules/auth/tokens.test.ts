import { SignJWT } from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTokens } from './tokens.js';

const SECRET = 'tokens-test-secret-tokens-test-secret-0123';
const DAY_MS = 24 * 60 * 60 * 1000;

afterEach(() => {
  vi.useRealTimers();
});

describe('bearer tokens', () => {
  it('verify a session again and again, and refuse it once it has expired', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T12:00:00Z'), toFake: ['Date'] });
    const tokens = createTokens(SECRET);
    // Its session's end, seven days from the login.
    const expiresAt = new Date(new Date('2026-11-26T12:00:00Z').getTime() + 7 * DAY_MS);
    const token = await tokens.signSession({
      userId: '4b1f1d52-8b0c-4f4e-9d84-0e7c3c1d6a01',
      sessionId: '0c7f43a2-54f1-4d0e-9a51-8a1f3c0c2b77',
      expiresAt,
    });
    const session = {
      purpose: 'session',
      userId: '4b1f1d52-8b0c-4f4e-9d84-0e7c3c1d6a01',
      sessionId: '0c7f43a2-54f1-4d0e-9a51-8a1f3c0c2b77',
      expiresAt: expiresAt.getTime(),
    };
    expect(await tokens.verify(token)).toEqual(session);
    vi.setSystemTime(Date.now() + 6 * DAY_MS);
    expect(await tokens.verify(token)).toEqual(session);
    // Seven days after signing: verified before, still refused now.
    vi.setSystemTime(Date.now() + DAY_MS + 1000);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuse a session token that names no session (signed before sessions had rows)', async () => {
    const key = new TextEncoder().encode(SECRET);
    const old = await new SignJWT({ purpose: 'session' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('arroyo')
      .setSubject('4b1f1d52-8b0c-4f4e-9d84-0e7c3c1d6a01')
      .setIssuedAt()
      .setExpirationTime('7d')
      .sign(key);
    expect(await createTokens(SECRET).verify(old)).toBeNull();
  });

  it('refuse a token that differs from a verified one by its signature, or another secret', async () => {
    const tokens = createTokens(SECRET);
    const token = await tokens.signOnboarding('+16265550100');
    expect(await tokens.verify(token)).toEqual({ purpose: 'onboarding', phone: '+16265550100' });
    // A character inside the signature (the last one carries padding bits).
    const at = token.length - 10;
    const forged = `${token.slice(0, at)}${token[at] === 'A' ? 'B' : 'A'}${token.slice(at + 1)}`;
    expect(await tokens.verify(forged)).toBeNull();
    const other = createTokens('another-secret-another-secret-another-0123');
    expect(await other.verify(token)).toBeNull();
    expect(await other.verify(await other.signOnboarding('+16265550100'))).toEqual({
      purpose: 'onboarding',
      phone: '+16265550100',
    });
  });
});
