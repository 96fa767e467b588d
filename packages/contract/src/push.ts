import { z } from 'zod';

/** Push notifications on a person's devices (issue #36, docs/decisions/144). */

/** The longest push service address kept: the services' own are a few hundred characters. */
export const PUSH_ENDPOINT_MAX = 1000;

export const BAD_PUSH_ENDPOINT =
  'endpoint must be the https:// address of a push service, as the browser gave it.';

/**
 * A push service's host: a name with a dot in it, not an IP address, not this machine or its
 * network. Every browser's push service is such a host; the server posts to it, so nothing else
 * is accepted.
 */
const PUSH_SERVICE_HOST =
  /^(?!.*(?:^|\.)(?:localhost|local|internal|localdomain)$)(?=.*[a-z])[a-z0-9-]+(?:\.[a-z0-9-]+)+$/i;

export const pushEndpointSchema = z
  .url({ protocol: /^https$/, hostname: PUSH_SERVICE_HOST, error: BAD_PUSH_ENDPOINT })
  .max(PUSH_ENDPOINT_MAX)
  // No credentials before the host.
  .regex(/^https:\/\/[^/?#@\s]+(?:[/?#]\S*)?$/, BAD_PUSH_ENDPOINT)
  .describe('The push service’s address for this browser (PushSubscription.endpoint), https.');

/** `PushSubscription.toJSON()`, as the browser gives it. */
export const pushSubscriptionBodySchema = z
  .strictObject({
    endpoint: pushEndpointSchema,
    expirationTime: z
      .number()
      .nullable()
      .optional()
      .describe(
        'What the browser says; ignored: a subscription lasts until its service says it is gone.',
      ),
    keys: z.strictObject({
      p256dh: z
        .string()
        .regex(/^[A-Za-z0-9_-]{87}=?$/, 'keys.p256dh must be a P-256 public key, base64url.')
        .describe('The browser’s P-256 public key (uncompressed), base64url.'),
      auth: z
        .string()
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, 'keys.auth must be a 16-byte secret, base64url.')
        .describe('The browser’s 16-byte auth secret, base64url.'),
    }),
  })
  .meta({ id: 'PushSubscription', description: 'A browser’s push subscription.' });
export type PushSubscriptionBody = z.input<typeof pushSubscriptionBodySchema>;

export const pushUnsubscribeBodySchema = z.strictObject({ endpoint: pushEndpointSchema });
export type PushUnsubscribeBody = z.input<typeof pushUnsubscribeBodySchema>;

export const pushKeyAnswerSchema = z.object({
  publicKey: z
    .string()
    .describe('The VAPID public key, base64url: `applicationServerKey` for pushManager.subscribe.'),
});
export type PushKeyAnswer = z.infer<typeof pushKeyAnswerSchema>;

export const pushSubscriptionAnswerSchema = z.object({
  subscribed: z.literal(true),
  deviceLabel: z.string().describe('What the device is called: “Chrome on Android”.'),
});
export type PushSubscriptionAnswer = z.infer<typeof pushSubscriptionAnswerSchema>;
