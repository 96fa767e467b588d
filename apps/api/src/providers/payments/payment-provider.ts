import type { Promo } from '@marketplace/core/money/promo-discount';

/** One line of the hosted checkout page: a product, or the tax, a fee or a tip. Cents. */
export type CheckoutLineItem = {
  name: string;
  /** Customizations and the like, shown under the name; omitted when empty. */
  description?: string;
  unitAmountCents: number;
  quantity: number;
};

export type CreateCheckoutSessionInput = {
  /** Our payment session id: the provider keeps it as its reference and in metadata. */
  sessionRef: string;
  lineItems: readonly CheckoutLineItem[];
  /** One amount taken off the whole session (the promo), or null. */
  discount: { name: string; amountOffCents: number } | null;
  /** Σ line items − discount; the adapter refuses to open a session that would charge anything else. */
  amountTotalCents: number;
  currency: 'usd';
  /** Absolute; `{CHECKOUT_SESSION_ID}` is replaced by the provider's session id. */
  successUrl: string;
  cancelUrl: string;
  /** One per payment attempt, so a retried request never opens a second session. */
  idempotencyKey: string;
  customerEmail: string | null;
  expiresAt: Date;
};

export type ProviderSession = { id: string; url: string };

/** What the provider says about a session's payment. */
export type ProviderPayment = {
  id: string;
  paid: boolean;
  amountTotalCents: number;
  currency: string;
};

export type RefundPaymentInput = {
  /** The provider's id of the paid session (Stripe's `cs_…`). */
  providerSessionId: string;
  amountCents: number;
  /**
   * Our refund's id: the provider keeps it with the refund (Stripe in its metadata), so the
   * refund is made once however often it is asked for, and can be looked up after a crash.
   */
  refundRef: string;
  orderId: string;
  /** The attempt's key: a retry of the same attempt is the same request to the provider. */
  idempotencyKey: string;
};

/**
 * A refund the provider made or is making. 'pending': accepted and on its way (Stripe settles
 * some refunds later); 'succeeded': done; 'failed': the provider could not make it (only
 * `findRefund` answers one: `refundPayment` throws instead).
 */
export type ProviderRefund = {
  id: string;
  amountCents: number;
  status: 'succeeded' | 'pending' | 'failed';
};

/** A payment the provider captured, with our session reference it was opened with. */
export type CapturedPayment = ProviderPayment & { sessionRef: string | null; paidAt: Date };

/** A verified webhook event, reduced to what checkout acts on. */
export type PaymentEvent =
  | { type: 'session.paid'; payment: ProviderPayment }
  | { type: 'session.expired'; sessionId: string }
  | { type: 'ignored'; eventType: string };

/**
 * A card payment provider with a hosted checkout page (ARCHITECTURE: Stripe Checkout, or the local
 * sandbox). Amounts are integer cents; the provider never prices anything, it charges what
 * checkout computed with core.
 */
export interface PaymentProvider {
  readonly name: 'stripe' | 'sandbox';
  createCheckoutSession(input: CreateCheckoutSessionInput): Promise<ProviderSession>;
  /** null when the provider has no such session. */
  retrieveSession(id: string): Promise<ProviderPayment | null>;
  /** Makes the session unpayable. False when it was already paid (it cannot be expired then). */
  expireSession(id: string): Promise<boolean>;
  /** Checks the signature on the raw request body; throws WebhookSignatureError otherwise. */
  verifyWebhook(rawBody: Buffer, signatureHeader: string | undefined): PaymentEvent;
  /**
   * Gives the buyer back `amountCents` of the session's payment, once per refund of ours: when
   * the provider already holds one for `refundRef` it is answered again, never a second one.
   * Throws PaymentProviderError when the provider refuses or fails.
   */
  refundPayment(input: RefundPaymentInput): Promise<ProviderRefund>;
  /** The refund the provider holds for `refundRef`, or null when it never made one. */
  findRefund(
    input: Omit<RefundPaymentInput, 'amountCents' | 'idempotencyKey'>,
  ): Promise<ProviderRefund | null>;
  /** Every payment captured since `since`, oldest first (the reconciliation sweep). */
  listCapturedPayments(since: Date): Promise<CapturedPayment[]>;
  /** The active promo with this (upper-case) code in SPEC §3's shape, or null. */
  findPromo(code: string): Promise<Promo | null>;
}

/** The provider failed or refused (network, outage, bad request); the caller answers 502. */
export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
}

/** A webhook whose signature, age or secret does not check out. */
export class WebhookSignatureError extends Error {
  override name = 'WebhookSignatureError';
}

/** Σ unit × quantity − discount: what a session with these lines charges. */
export function checkoutTotalCents(
  input: Pick<CreateCheckoutSessionInput, 'lineItems' | 'discount'>,
): number {
  let cents = 0;
  for (const item of input.lineItems) cents += item.unitAmountCents * item.quantity;
  return cents - (input.discount?.amountOffCents ?? 0);
}

/** A programming error upstream: never open a session whose lines disagree with the total. */
export function assertCheckoutTotal(input: CreateCheckoutSessionInput): void {
  const total = checkoutTotalCents(input);
  if (total !== input.amountTotalCents) {
    throw new RangeError(
      `Checkout lines add up to ${total} cents, not the priced ${input.amountTotalCents}`,
    );
  }
}
