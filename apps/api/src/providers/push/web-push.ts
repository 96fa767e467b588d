import type { PushPayload } from '@marketplace/core/push/order-pushes';
import webpush from 'web-push';
import {
  type PushOutcome,
  type PushProvider,
  PushSendError,
  type PushTarget,
} from './push-provider.js';

/** A VAPID key pair (base64url) and the operator's contact push services see. */
export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/**
 * How long a push service keeps a notification for a browser that is offline: an order's news
 * older than this is stale; its page says where the order is.
 */
export const PUSH_TTL_SECONDS = 6 * 60 * 60;
/** How long a push service may take to answer before the send is tried again later. */
export const PUSH_TIMEOUT_MS = 10_000;

/** The push service's answers that mean the subscription is no more (RFC 8030 §6.2, §7.3). */
const GONE = new Set([404, 410]);

/**
 * Web Push with VAPID (docs/decisions/144): `web-push` encrypts the payload to the browser's keys
 * and signs the request; the request goes out with fetch, with a timeout and no redirects
 * followed. `keys` is asked for on each send: the configured pair, or the one kept in the
 * database (local.ts).
 */
export class WebPushProvider implements PushProvider {
  constructor(
    readonly name: PushProvider['name'],
    private readonly keys: () => Promise<VapidKeys>,
    private readonly options: { timeoutMs?: number } = {},
  ) {}

  async publicKey(): Promise<string> {
    return (await this.keys()).publicKey;
  }

  async send(target: PushTarget, payload: PushPayload): Promise<PushOutcome> {
    const vapidDetails = await this.keys();
    const request = webpush.generateRequestDetails(
      { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
      JSON.stringify(payload),
      { vapidDetails, TTL: PUSH_TTL_SECONDS, urgency: 'high' },
    );
    // Only the service's origin: the rest of the endpoint addresses one person's browser.
    const service = new URL(request.endpoint).origin;
    let status: number;
    try {
      const response = await fetch(request.endpoint, {
        method: request.method,
        // fetch counts the body's length itself.
        headers: Object.fromEntries(
          Object.entries(request.headers)
            .filter(([name]) => name.toLowerCase() !== 'content-length')
            .map(([name, value]) => [name, String(value)]),
        ),
        body: request.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.options.timeoutMs ?? PUSH_TIMEOUT_MS),
      });
      await response.body?.cancel();
      status = response.status;
    } catch (error) {
      // Unreachable, reset or too slow: the same notification may go through later.
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new PushSendError(
        timedOut ? `${service} did not answer in time.` : `${service} could not be reached.`,
        { cause: error },
      );
    }
    if (status >= 200 && status < 300) return 'sent';
    if (GONE.has(status)) return 'gone';
    throw new PushSendError(`${service} answered ${status}.`);
  }
}
