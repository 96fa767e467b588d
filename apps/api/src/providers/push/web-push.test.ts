import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { fakePushService } from '../../test/fake-push-service.js';
import { PushSendError } from './push-provider.js';
import { WebPushProvider } from './web-push.js';

// The Web Push adapter against a push service on 127.0.0.1 that checks the VAPID signature and
// decrypts the payload with the device's own key, as a browser's service would.
const fake = await fakePushService();
const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@example.com' };
const provider = new WebPushProvider('vapid', async () => keys, { timeoutMs: 300 });
const payload = {
  title: 'Order confirmed',
  body: 'Order 1A2B3C4D…',
  url: '/dashboard/orders',
  tag: 'order-1',
};

const targetOf = (device: ReturnType<typeof fake.newDevice>) => ({
  endpoint: device.endpoint,
  ...device.keys,
});

describe('Web Push provider', () => {
  it('encrypts the payload to the device and signs with the VAPID key: sent', async () => {
    expect(provider.name).toBe('vapid');
    expect(await provider.publicKey()).toBe(keys.publicKey);
    const device = fake.newDevice();
    expect(await provider.send(targetOf(device), payload)).toBe('sent');
    expect(fake.of(device)).toEqual([payload]);
    const [push] = fake.received.filter((each) => each.device === device.path);
    expect(push!.vapidKey).toBe(keys.publicKey);
    expect(push!.headers).toMatchObject({ urgency: 'high', ttl: '21600' });
    expect(fake.refused).toEqual([]);
  });

  it('reads 404 and 410 as a subscription that is gone', async () => {
    for (const status of [404, 410]) {
      const device = fake.newDevice();
      fake.answer(device, status);
      expect(await provider.send(targetOf(device), payload), String(status)).toBe('gone');
    }
  });

  it('says what the service answered when it is busy, broken, refuses or redirects', async () => {
    for (const status of [429, 500, 503, 400, 403, 301]) {
      const device = fake.newDevice();
      fake.answer(device, status);
      await expect(provider.send(targetOf(device), payload), String(status)).rejects.toThrow(
        new PushSendError(`${new URL(device.endpoint).origin} answered ${status}.`),
      );
    }
  });

  it('says so when the service cannot be reached or does not answer in time', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    afterAll(() => {
      silent.closeAllConnections();
      silent.close();
    });
    const device = fake.newDevice();
    const { port } = silent.address() as AddressInfo;
    const slow = { ...targetOf(device), endpoint: `http://127.0.0.1:${port}/push/slow` };
    await expect(provider.send(slow, payload)).rejects.toThrow(
      new PushSendError(`http://127.0.0.1:${port} did not answer in time.`),
    );
    const closed = { ...targetOf(device), endpoint: 'http://127.0.0.1:1/push/none' };
    await expect(provider.send(closed, payload)).rejects.toThrow(
      new PushSendError('http://127.0.0.1:1 could not be reached.'),
    );
  });
});
