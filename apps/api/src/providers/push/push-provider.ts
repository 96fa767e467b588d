import type { PushPayload } from '@marketplace/core/push/order-pushes';

/** A browser's subscription, as the push outbox keeps it: where to send and what to encrypt to. */
export type PushTarget = {
  /** The push service's address for this browser. */
  endpoint: string;
  /** The browser's P-256 public key (uncompressed point) and auth secret, base64url. */
  p256dh: string;
  auth: string;
};

/**
 * How a send went: taken by the push service; `gone` when it answers that the subscription no
 * longer exists (404, 410: the browser unsubscribed or the permission was withdrawn), so nothing
 * more should go to it. Anything else (busy, down, unreachable, refused) throws a
 * `PushSendError` saying what happened, and the notification is tried again later.
 */
export type PushOutcome = 'sent' | 'gone';

/** A send the push service did not take, in words for the operator's log (no device's address). */
export class PushSendError extends Error {
  override name = 'PushSendError';
}

/**
 * Sends Web Push notifications (RFC 8030, payloads encrypted per RFC 8291, signed with VAPID per
 * RFC 8292). Who gets which notification is the caller's business; a provider only sends.
 */
export interface PushProvider {
  /** `vapid`: the configured key pair; `stored-keys`: one kept in the database. */
  readonly name: 'vapid' | 'stored-keys';
  /** The VAPID public key browsers subscribe with (`applicationServerKey`), base64url. */
  publicKey(): Promise<string>;
  /** Throws a `PushSendError` when the push service does not take it. */
  send(target: PushTarget, payload: PushPayload): Promise<PushOutcome>;
}
