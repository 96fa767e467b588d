import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestApp, testConfig } from '../../test/create-test-app.js';
import { createPushProvider } from './create-push-provider.js';

const ctx = await createTestApp();
const pair = webpush.generateVAPIDKeys();
const vapid = {
  VAPID_PUBLIC_KEY: pair.publicKey,
  VAPID_PRIVATE_KEY: pair.privateKey,
  VAPID_SUBJECT: 'mailto:ops@example.com',
};

describe('createPushProvider', () => {
  it('signs with the configured VAPID key pair when it is set', async () => {
    const config = testConfig(vapid);
    expect(config.push).toEqual({
      provider: 'vapid',
      publicKey: pair.publicKey,
      privateKey: pair.privateKey,
      subject: 'mailto:ops@example.com',
    });
    const provider = createPushProvider({ config, db: ctx.db });
    expect(provider.name).toBe('vapid');
    expect(await provider.publicKey()).toBe(pair.publicKey);
  });

  it('keeps a pair in the database without one, signed for PUBLIC_URL when it is https', async () => {
    expect(testConfig().push).toEqual({
      provider: 'stored-keys',
      subject: 'mailto:push@example.com',
    });
    expect(testConfig({ PUBLIC_URL: 'https://arroyo.example.com' }).push).toEqual({
      provider: 'stored-keys',
      subject: 'https://arroyo.example.com',
    });
    expect(testConfig({ PUBLIC_URL: 'https://localhost:8443' }).push).toMatchObject({
      subject: 'mailto:push@example.com',
    });
    expect(testConfig({ VAPID_SUBJECT: 'mailto:me@example.com' }).push).toMatchObject({
      subject: 'mailto:me@example.com',
    });
    const provider = createPushProvider({ config: testConfig(), db: ctx.db });
    expect(provider.name).toBe('stored-keys');
    expect(await provider.publicKey()).toMatch(/^[A-Za-z0-9_-]{87}$/);
  });

  it('refuses half a key pair, a pair that does not match, and keys without a subject', () => {
    expect(() => testConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(
      'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    );
    const other = webpush.generateVAPIDKeys();
    expect(() => testConfig({ ...vapid, VAPID_PUBLIC_KEY: other.publicKey })).toThrow(
      'VAPID_PUBLIC_KEY is not the public half of VAPID_PRIVATE_KEY',
    );
    expect(() => testConfig({ ...vapid, VAPID_SUBJECT: '' })).toThrow(
      'VAPID_SUBJECT (mailto: or https:) is required with the VAPID keys',
    );
    expect(() => testConfig({ ...vapid, VAPID_SUBJECT: 'http://example.com' })).toThrow(
      'VAPID_SUBJECT must be a mailto: address or an https:// URL',
    );
    expect(() => testConfig({ ...vapid, VAPID_PRIVATE_KEY: 'not-a-key' })).toThrow(
      'VAPID_PRIVATE_KEY must be a VAPID private key (43 base64url characters)',
    );
  });
});
