import { createDecipheriv, createECDH, type ECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PushPayload } from '@marketplace/core/push/order-pushes';
import { importJWK, jwtVerify } from 'jose';
import { afterAll } from 'vitest';

/** A notification the fake push service took, decrypted as the browser would. */
export type ReceivedPush = {
  /** The device (endpoint path) it was for. */
  device: string;
  headers: IncomingHttpHeaders;
  payload: PushPayload;
  /** The VAPID public key (`k=`) whose signature the request carried, verified. */
  vapidKey: string;
};

/** A browser's side of a subscription: its endpoint at the fake service and its real keys. */
export type FakeDevice = {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  /** The path the service knows it by. */
  path: string;
};

/**
 * A push service on 127.0.0.1 for tests (docs/decisions/144): it checks each request's VAPID
 * signature (RFC 8292) and decrypts its payload with the device's own private key (RFC 8291), as
 * a real service and browser would, keeps what it took, and answers 201, or what a test set for
 * a device (410 once it is gone). Closed when the file's tests end.
 */
export async function fakePushService() {
  const devices = new Map<string, { ecdh: ECDH; auth: Buffer }>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: string[] = [];

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', async () => {
      const path = request.url ?? '';
      const device = devices.get(path);
      try {
        if (!device) throw new Error(`No device at ${path}`);
        const vapidKey = await verifyVapid(request.headers.authorization ?? '', origin());
        const payload = JSON.parse(decrypt(Buffer.concat(chunks), device).toString('utf8'));
        const status = answers.get(path) ?? 201;
        if (status === 201) {
          received.push({ device: path, headers: request.headers, payload, vapidKey });
        }
        response.writeHead(status).end();
      } catch (error) {
        refused.push(`${path}: ${String(error)}`);
        response.writeHead(400).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = () => `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    received,
    /** Requests it could not take (bad signature, undecryptable): a test expects none. */
    refused,
    /** A new browser subscribed at this service, with its own P-256 key pair and auth secret. */
    newDevice(): FakeDevice {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      const path = `/push/${randomBytes(8).toString('hex')}`;
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `${origin()}${path}`,
        keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
        path,
      };
    },
    /** From now on the service answers this status for the device (410: it is gone). */
    answer(device: FakeDevice, status: number) {
      answers.set(device.path, status);
    },
    /** What the device has been sent so far. */
    of(device: FakeDevice): PushPayload[] {
      return received.filter((push) => push.device === device.path).map((push) => push.payload);
    },
  };
}

/** `vapid t=<JWT>, k=<public key>`: the JWT signed by that key, for this service, unexpired. */
async function verifyVapid(authorization: string, audience: string): Promise<string> {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(authorization);
  if (!match) throw new Error(`Not a VAPID authorization: ${authorization}`);
  const [, token, key] = match as unknown as [string, string, string];
  const point = Buffer.from(key, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const { payload } = await jwtVerify(token, await importJWK(jwk, 'ES256'), { audience });
  if (typeof payload.sub !== 'string' || !/^(mailto:|https:)/.test(payload.sub)) {
    throw new Error(`A VAPID subject must be mailto: or https:, not ${payload.sub}`);
  }
  return key;
}

/** An aes128gcm body (RFC 8188) encrypted to the device as RFC 8291 says, opened. */
function decrypt(body: Buffer, device: { ecdh: ECDH; auth: Buffer }): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const cipherText = body.subarray(21 + idLength);
  const shared = device.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, device.auth, keyInfo, 32));
  const key = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(cipherText.subarray(-16));
  const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
  // The last record ends with the delimiter 2, then any padding zeros.
  return padded.subarray(0, padded.lastIndexOf(2));
}
