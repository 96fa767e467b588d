import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { StripePaymentProvider } from '../providers/payments/stripe.js';

/**
 * Stripe's API for tests, without the network: the official client runs unchanged over a fetch
 * function that answers the few endpoints checkout uses with documented-shape objects, and keeps
 * every request so tests can read what was sent. Webhook payloads are signed with the real
 * `generateTestHeaderString`.
 */

export const FAKE_WEBHOOK_SECRET = 'whsec_test_fake_secret_for_arroyo_tests';

type Json = Record<string, unknown>;

export type RecordedRequest = {
  method: string;
  path: string;
  params: Json;
  idempotencyKey: string | null;
};

type FakeSession = {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  currency: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'paid' | 'unpaid';
  url: string;
  expires_at: number;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  metadata: Json;
  mode: 'payment';
  livemode: false;
  /** Seconds, on the fake's clock. */
  created: number;
  /** Set when the buyer pays. */
  payment_intent: string | null;
};

type FakePaymentIntent = {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'succeeded';
  /** When the buyer paid: Stripe makes a Checkout Session's PaymentIntent on confirmation. */
  created: number;
};

type FakeRefund = {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  reason: string | null;
  status: 'succeeded' | 'pending' | 'failed';
  metadata: Json;
  created: number;
};

/** `a[b][0][c]=1` → { a: { b: [{ c: '1' }] } }, as Stripe's client encodes bodies and queries. */
export function parseStripeForm(text: string): Json {
  const root: Json = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Json | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(path[i + 1]!);
      const container = node as Record<string, unknown>;
      if (last) {
        container[segment] = value;
        return;
      }
      container[segment] ??= nextIsIndex ? [] : {};
      node = container[segment] as Json;
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

export class FakeStripe {
  readonly requests: RecordedRequest[] = [];
  readonly sessions = new Map<string, FakeSession>();
  readonly coupons = new Map<string, Json>();
  readonly promotionCodes: Json[] = [];
  readonly refunds: FakeRefund[] = [];
  readonly paymentIntents = new Map<string, FakePaymentIntent>();
  /** Set to make the next requests fail as an outage would. */
  failing = false;
  /** How a new refund starts: Stripe answers some 'pending', settling them later. */
  refundStatus: FakeRefund['status'] = 'succeeded';
  /** Stripe answers a repeated idempotency key with the first answer. */
  private readonly replies = new Map<string, string>();
  /** Now for Stripe: when sessions are created and paid (tests pass the app's moving clock). */
  private readonly clock: () => Date;

  constructor(options: { clock?: () => Date } = {}) {
    this.clock = options.clock ?? (() => new Date());
  }

  private seconds(): number {
    return Math.floor(this.clock().getTime() / 1000);
  }

  readonly fetch = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const address = new URL(input instanceof Request ? input.url : String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers = new Headers(init?.headers);
    const params =
      method === 'GET' || method === 'DELETE'
        ? parseStripeForm(address.search.slice(1))
        : parseStripeForm(typeof init?.body === 'string' ? init.body : '');
    this.requests.push({
      method,
      path: address.pathname,
      params,
      idempotencyKey: headers.get('idempotency-key'),
    });
    if (this.failing) {
      return json(500, { error: { type: 'api_error', message: 'Stripe is having a bad day' } });
    }
    const key = method === 'POST' ? headers.get('idempotency-key') : null;
    const replay = key ? this.replies.get(key) : undefined;
    if (replay) return json(200, JSON.parse(replay));
    const response = this.route(method, address.pathname, params);
    if (key && response.ok) this.replies.set(key, await response.clone().text());
    return response;
  };

  /** A provider backed by this fake, as the app would build it with a key. */
  provider(clock: () => Date = () => new Date()): StripePaymentProvider {
    const client = new Stripe('sk_test_fake', {
      httpClient: Stripe.createFetchHttpClient(this.fetch),
      maxNetworkRetries: 0,
    });
    return new StripePaymentProvider(client, { webhookSecret: FAKE_WEBHOOK_SECRET, clock });
  }

  /** The buyer pays on Stripe's page. */
  pay(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`No fake session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = id('pi');
    this.paymentIntents.set(session.payment_intent, {
      id: session.payment_intent,
      object: 'payment_intent',
      amount: session.amount_total,
      currency: session.currency,
      status: 'succeeded',
      created: this.seconds(),
    });
    return session;
  }

  requestsTo(path: string): RecordedRequest[] {
    return this.requests.filter((r) => r.path === path);
  }

  /** A signed webhook delivery: the body and its Stripe-Signature header. */
  webhook(
    type: string,
    object: Json,
    options: { timestamp?: number } = {},
  ): { payload: string; signature: string } {
    const payload = JSON.stringify({
      id: id('evt'),
      object: 'event',
      api_version: '2026-10-28.endive',
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: FAKE_WEBHOOK_SECRET,
      ...(options.timestamp !== undefined ? { timestamp: options.timestamp } : {}),
    });
    return { payload, signature };
  }

  addPromotionCode(options: {
    code: string;
    amountOff?: number;
    percentOff?: number;
    minimumAmount?: number;
    active?: boolean;
    expiresAt?: number | null;
  }): void {
    this.promotionCodes.push({
      id: id('promo'),
      object: 'promotion_code',
      active: options.active ?? true,
      code: options.code,
      created: 1_700_000_000,
      customer: null,
      customer_account: null,
      expires_at: options.expiresAt ?? null,
      livemode: false,
      max_redemptions: null,
      metadata: {},
      promotion: {
        type: 'coupon',
        coupon: {
          id: id('co'),
          object: 'coupon',
          amount_off: options.amountOff ?? null,
          percent_off: options.percentOff ?? null,
          currency: options.amountOff ? 'usd' : null,
          duration: 'once',
          valid: true,
        },
      },
      restrictions: {
        first_time_transaction: false,
        minimum_amount: options.minimumAmount ?? null,
        minimum_amount_currency: options.minimumAmount ? 'usd' : null,
      },
      times_redeemed: 0,
    });
  }

  private route(method: string, path: string, params: Json): Response {
    if (method === 'POST' && path === '/v1/coupons') {
      const coupon: Json = {
        id: id('co'),
        object: 'coupon',
        valid: true,
        ...params,
        amount_off: Number(params.amount_off),
      };
      this.coupons.set(String(coupon.id), coupon);
      return json(200, coupon);
    }
    if (path === '/v1/checkout/sessions') {
      if (method === 'POST') return json(200, this.createSession(params));
      if (method === 'GET') return this.listSessions(params);
    }
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (sessionPath) {
      const session = this.sessions.get(decodeURIComponent(sessionPath[1]!));
      if (!session) return missing(`No such checkout.session: '${sessionPath[1]}'`);
      if (method === 'GET') return json(200, session);
      if (method === 'POST' && sessionPath[2]) {
        if (session.status !== 'open') {
          return json(400, {
            error: {
              type: 'invalid_request_error',
              message: 'Only Checkout Sessions with a status in ["open"] can be expired.',
            },
          });
        }
        session.status = 'expired';
        return json(200, session);
      }
    }
    if (path === '/v1/refunds') {
      return method === 'POST' ? this.createRefund(params) : this.listRefunds(params);
    }
    if (method === 'GET' && path === '/v1/promotion_codes') {
      const data = this.promotionCodes.filter(
        (p) =>
          String(p.code).toUpperCase() === String(params.code).toUpperCase() &&
          (params.active === undefined || String(p.active) === params.active),
      );
      return json(200, { object: 'list', data, has_more: false, url: '/v1/promotion_codes' });
    }
    return missing(`Unrecognized request URL (${method}: ${path}).`);
  }

  /** As Stripe: a refund of a PaymentIntent, never more than was paid and not yet refunded. */
  private createRefund(params: Json): Response {
    const session = [...this.sessions.values()].find(
      (s) => s.payment_intent !== null && s.payment_intent === params.payment_intent,
    );
    if (!session) return missing(`No such payment_intent: '${String(params.payment_intent)}'`);
    const refunded = this.refundsOf(session.payment_intent!).reduce((sum, r) => sum + r.amount, 0);
    const amount =
      params.amount === undefined ? session.amount_total - refunded : Number(params.amount);
    if (refunded + amount > session.amount_total) {
      return json(400, {
        error: {
          type: 'invalid_request_error',
          code: 'charge_already_refunded',
          message: `Refund amount ($${amount / 100}) is greater than unrefunded amount on charge ($${(session.amount_total - refunded) / 100})`,
        },
      });
    }
    const refund: FakeRefund = {
      id: id('re'),
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: session.payment_intent!,
      reason: (params.reason as string | undefined) ?? null,
      status: this.refundStatus,
      metadata: (params.metadata as Json | undefined) ?? {},
      created: this.seconds(),
    };
    this.refunds.push(refund);
    return json(200, refund);
  }

  /**
   * As Stripe lists Checkout Sessions: newest first, filtered by `created[gte|gt|lte|lt]` and
   * `status`, `limit` at a time (10 unless asked) from after `starting_after`, with `has_more`;
   * `expand[]=data.payment_intent` gives each paid session's PaymentIntent.
   */
  private listSessions(params: Json): Response {
    const created = (params.created ?? {}) as Record<string, string | undefined>;
    const within = (at: number) =>
      (created.gte === undefined || at >= Number(created.gte)) &&
      (created.gt === undefined || at > Number(created.gt)) &&
      (created.lte === undefined || at <= Number(created.lte)) &&
      (created.lt === undefined || at < Number(created.lt));
    const all = [...this.sessions.values()]
      .reverse()
      .filter((session) => within(session.created))
      .filter((session) => params.status === undefined || session.status === params.status)
      .sort((a, b) => b.created - a.created);
    const after = params.starting_after
      ? all.findIndex((session) => session.id === params.starting_after) + 1
      : 0;
    const limit = params.limit === undefined ? 10 : Number(params.limit);
    const page = all.slice(after, after + limit);
    const expand = ((params.expand ?? []) as string[]).includes('data.payment_intent');
    const data = page.map((session) =>
      expand && session.payment_intent
        ? { ...session, payment_intent: this.paymentIntents.get(session.payment_intent) ?? null }
        : session,
    );
    return json(200, {
      object: 'list',
      data,
      has_more: after + limit < all.length,
      url: '/v1/checkout/sessions',
    });
  }

  /** As Stripe: newest first, at most `limit` (10 by default). */
  private listRefunds(params: Json): Response {
    const all = this.refundsOf(String(params.payment_intent)).toReversed();
    const limit = Number(params.limit ?? 10);
    const data = all.slice(0, limit);
    return json(200, { object: 'list', data, has_more: all.length > limit, url: '/v1/refunds' });
  }

  refundsOf(paymentIntent: string): FakeRefund[] {
    return this.refunds.filter((refund) => refund.payment_intent === paymentIntent);
  }

  private createSession(params: Json): FakeSession {
    const lines = (params.line_items ?? []) as Json[];
    const subtotal = lines.reduce((sum, line) => {
      const price = line.price_data as Json;
      return sum + Number(price.unit_amount) * Number(line.quantity);
    }, 0);
    const discounts = (params.discounts ?? []) as Json[];
    const off = discounts.reduce(
      (sum, d) => sum + Number(this.coupons.get(String(d.coupon))?.amount_off ?? 0),
      0,
    );
    const sessionId = id('cs_test');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      amount_subtotal: subtotal,
      amount_total: Math.max(0, subtotal - off),
      currency: String((lines[0]?.price_data as Json | undefined)?.currency ?? 'usd'),
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${sessionId}`,
      expires_at: Number(params.expires_at),
      success_url: String(params.success_url),
      cancel_url: String(params.cancel_url),
      client_reference_id: (params.client_reference_id as string | undefined) ?? null,
      metadata: (params.metadata as Json | undefined) ?? {},
      mode: 'payment',
      livemode: false,
      created: this.seconds(),
      payment_intent: null,
    };
    this.sessions.set(sessionId, session);
    return session;
  }
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'request-id': id('req') },
  });
}

function missing(message: string): Response {
  return json(404, {
    error: { type: 'invalid_request_error', code: 'resource_missing', message },
  });
}
