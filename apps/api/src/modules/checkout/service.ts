import { randomBytes } from 'node:crypto';
import {
  ADDRESS_INVALID,
  NOT_DELIVERABLE_CHECKOUT,
  PROMO_INVALID,
} from '@marketplace/core/constants/messages';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { promoDiscount } from '@marketplace/core/money/promo-discount';
import { normalizePromoCode } from '@marketplace/core/validation/normalize-promo-code';
import { validateAddress } from '@marketplace/core/validation/validate-address';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Actor, requireAccess } from '../../access.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { type OrderAddress, paymentSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import {
  type PaymentProvider,
  PaymentProviderError,
  type ProviderPayment,
  WebhookSignatureError,
} from '../../providers/payments/payment-provider.js';
import { findStores } from '../catalog/store-records.js';
import { recordOrder } from '../orders/service.js';
import { rememberAddress } from '../saved-addresses/service.js';
import { isServedZipcode } from '../service-area/service.js';
import { checkoutLineItems } from './line-items.js';
import { type PricedOrder, priceOrder } from './price-order.js';
import type { CheckoutAddressInput, OrderRequest } from './schemas.js';
import {
  commitReservations,
  endSession,
  releaseExpiredSessions,
  replaceOpenSessions,
  reserveStock,
} from './stock-reservations.js';

/**
 * Checkout as steps (STYLE: medusa), each with its undo: price from the database and reserve
 * the stock (one transaction) → open the provider's session (undo: end the session, giving the
 * stock back) → on payment, record the order (one transaction, idempotent). The browser's
 * figures are never read: see schemas.ts.
 */

export type PaymentSessionRecord = typeof paymentSessions.$inferSelect;

type CheckoutDeps = {
  db: Executor;
  payments: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
};

/** Ours. */
export const SESSION_NOT_FOUND = 'Payment session not found.';
/** Ours. */
export const PAYMENT_NOT_COMPLETED = 'The payment for this checkout has not been completed.';
/** Ours. */
export const SESSION_EXPIRED_UNPAID =
  'This checkout expired before it was paid. Please check out again.';
/** Ours. */
export const PAYMENT_START_FAILED = 'We could not start the payment. Please try again.';
/** Ours. */
export const PAYMENT_CHECK_FAILED =
  'We could not check the payment with the card processor. Please try again.';
/** Ours: never expected; the payment and the priced order disagree and a person must look. */
export const PAYMENT_AMOUNT_MISMATCH =
  'The amount paid does not match this order. Please contact support.';
/** Ours: the buyer clicked again, and the newer checkout is the one that can be paid. */
export const CHECKOUT_REPLACED = 'This checkout was replaced by a newer one you started.';
/** Ours. */
export const WEBHOOK_SIGNATURE_BAD = 'The webhook signature could not be verified.';

/** Our payment session id: unguessable, since the sandbox page is reached by it alone. */
function newSessionRef(): string {
  return `ps_${randomBytes(18).toString('base64url')}`;
}

/**
 * SPEC §5 address rules at checkout, through core: full name, 10-digit contact, a picked address
 * (street1, city, state and a zipcode of 4+ characters). The value is the cleaned address.
 */
function checkedAddress(input: CheckoutAddressInput): OrderAddress {
  const result = validateAddress(input);
  if (!result.ok) {
    const { fullname, contact, zipcode } = result.errors;
    throw new AppError('VALIDATION_FAILED', fullname ?? contact ?? zipcode ?? ADDRESS_INVALID);
  }
  const street1 = input.street1.trim();
  const city = input.city.trim();
  const state = input.state.trim();
  if (!street1 || !city || !state) throw new AppError('VALIDATION_FAILED', ADDRESS_INVALID);
  return {
    fullname: result.value.fullname,
    contact: result.value.contact,
    street1,
    street2: input.street2.trim(),
    aptHouseNo: input.aptHouseNo?.trim() || null,
    city,
    state,
    zipcode: result.value.zipcode,
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
  };
}

/** The delivery address, checked and inside the service area (SPEC §5, verbatim message). */
async function checkedDeliveryAddress(
  db: Executor,
  input: CheckoutAddressInput | null | undefined,
): Promise<OrderAddress | null> {
  if (!input) return null;
  const address = checkedAddress(input);
  if (!(await isServedZipcode({ db, zipcode: address.zipcode }))) {
    throw new AppError('NOT_DELIVERABLE', NOT_DELIVERABLE_CHECKOUT);
  }
  return address;
}

async function providerCall<T>(
  log: FastifyBaseLogger,
  message: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_FAILED', message, { cause: error });
  }
}

/** The first of the two keys of every advisory lock checkout takes ('co'), apart from others'. */
const CHECKOUT_LOCKS = 0x636f;

/**
 * One checkout at a time per buyer, until the transaction ends: a burst of clicks takes turns,
 * so each new session finds the one before it and ends it (one live checkout per buyer) instead
 * of both holding stock. Only the buyer's own clicks wait; the key is their user id.
 */
async function lockBuyersCheckout(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${CHECKOUT_LOCKS}, hashtext(${userId}))`);
}

/**
 * The earlier sessions a new checkout ended (the buyer left the provider's page, or is trying
 * again) may still be open at the provider: close them there too, so only the newest can be
 * paid. One the provider reports paid already gets its order from the webhook or the
 * confirmation page, as any payment does.
 */
async function closeAtProvider(
  deps: CheckoutDeps,
  sessions: readonly { providerSessionId: string | null }[],
): Promise<void> {
  for (const { providerSessionId } of sessions) {
    if (!providerSessionId) continue;
    const closed = await providerCall(deps.log, PAYMENT_START_FAILED, () =>
      deps.payments.expireSession(providerSessionId),
    );
    if (!closed) deps.log.info({ providerSessionId }, 'a replaced checkout was paid meanwhile');
  }
}

/**
 * POST /api/create-stripe-session: prices the request from the database with core, reserves the
 * stock and stores the priced order in one transaction, then opens the provider's hosted
 * checkout. Any logged-in user may order (docs/decisions/051).
 */
export async function createPaymentSession(
  deps: CheckoutDeps & { config: Pick<Config, 'checkoutSessionMinutes'> },
  options: {
    actor: Actor | null;
    orderData: OrderRequest;
    /** Where the payment page sends the buyer back (return-origin.ts). */
    returnOrigin: string;
  },
): Promise<{ sessionId: string; url: string }> {
  const { db, payments, config, log } = deps;
  const actor = await requireAccess({ db, actor: options.actor, permission: 'checkout.create' });
  const request = options.orderData;
  const now = deps.clock();

  await releaseExpiredSessions(db, { now, maxBatches: 1 });

  const couponCode = request.couponCode ? normalizePromoCode(request.couponCode) || null : null;
  const promo = couponCode
    ? await providerCall(log, PAYMENT_START_FAILED, () => payments.findPromo(couponCode))
    : null;
  if (couponCode && !promo) throw new AppError('PROMO_INVALID', PROMO_INVALID);
  const isDelivery = orderMethod(request.orderType) === 'delivery';
  const deliveryAddress = isDelivery
    ? await checkedDeliveryAddress(db, request.deliveryAddress)
    : null;
  const billingAddress = request.billingAddress ? checkedAddress(request.billingAddress) : null;

  const sessionRef = newSessionRef();
  const expiresAt = new Date(now.getTime() + config.checkoutSessionMinutes * 60_000);
  const successUrl = `${options.returnOrigin}/order-confirmed?sessionId={CHECKOUT_SESSION_ID}`;
  const cancelUrl = `${options.returnOrigin}/checkout`;

  const { priced, replaced } = await db.transaction(async (tx) => {
    await lockBuyersCheckout(tx, actor.id);
    const { replaced, products: productRows } = await replaceOpenSessions(tx, {
      userId: actor.id,
      productIds: [...new Set(request.items.map((item) => item.productId))].filter(isUuid),
    });
    const storeRows = await findStores(
      tx,
      productRows.map((product) => product.storeId),
    );
    const priced = priceOrder({
      request,
      actor,
      products: new Map(productRows.map((p) => [p.id, p])),
      stores: new Map(storeRows.map((s) => [s.id, s])),
      now,
      couponCode,
      promo,
      deliveryAddress,
      billingAddress,
    });
    await tx.insert(paymentSessions).values({
      id: sessionRef,
      provider: payments.name,
      userId: actor.id,
      pricedOrder: priced as unknown as Record<string, unknown>,
      amountTotalCents: priced.breakdown.total,
      currency: 'usd',
      successUrl,
      cancelUrl,
      expiresAt,
    });
    await reserveStock(tx, { paymentSessionId: sessionRef, expiresAt, lines: priced.quantities });
    return { priced, replaced };
  });

  let session: { id: string; url: string };
  try {
    await closeAtProvider(deps, replaced);
    session = await payments.createCheckoutSession({
      sessionRef,
      ...checkoutLineItems(priced),
      amountTotalCents: priced.breakdown.total,
      currency: 'usd',
      successUrl,
      cancelUrl,
      idempotencyKey: sessionRef,
      customerEmail: priced.customerEmail,
      expiresAt,
    });
  } catch (error) {
    // Undo the first step: nobody can pay this session, so its stock goes back at once.
    await endSession(db, { paymentSessionId: sessionRef, status: 'cancelled' });
    if (error instanceof AppError) throw error;
    log.error({ err: error, sessionRef }, 'could not open the hosted checkout');
    throw new AppError('PAYMENT_PROVIDER_FAILED', PAYMENT_START_FAILED, { cause: error });
  }
  const [stored] = await db
    .update(paymentSessions)
    .set({ providerSessionId: session.id, url: session.url })
    .where(eq(paymentSessions.id, sessionRef))
    .returning({ status: paymentSessions.status });
  if (stored?.status !== 'open') {
    // A newer click of the same buyer ended this session while the provider was opening it.
    await closeAtProvider(deps, [{ providerSessionId: session.id }]).catch((error: unknown) =>
      log.warn({ err: error, sessionRef }, 'could not close a replaced checkout at the provider'),
    );
    throw new AppError('CONFLICT', CHECKOUT_REPLACED);
  }
  return { sessionId: session.id, url: session.url };
}

/** The session the browser and the provider name by the provider's id. */
export async function findPaymentSession(
  db: Executor,
  providerSessionId: string,
): Promise<PaymentSessionRecord | null> {
  const [session] = await db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, providerSessionId));
  return session ?? null;
}

export function pricedOrderOf(session: PaymentSessionRecord): PricedOrder {
  const priced = session.pricedOrder as unknown as PricedOrder;
  if (priced.version !== 1) throw new Error(`Unknown priced order version in ${session.id}`);
  return priced;
}

/**
 * Turns a paid session into its order, exactly once (finalize-order, the webhook and the sandbox
 * page all come here, in any number and order): the session row is locked, a session that has
 * its order answers that order, and the UNIQUE payment_session_id stops a second insert
 * whatever happens. Commits the reserved stock and remembers the delivery address.
 */
export async function completePaidSession(
  deps: Pick<CheckoutDeps, 'db' | 'clock' | 'log'>,
  payment: ProviderPayment,
): Promise<{ orderId: string; created: boolean }> {
  const { db, log } = deps;
  if (!payment.paid) throw new AppError('PAYMENT_INCOMPLETE', PAYMENT_NOT_COMPLETED);
  return db.transaction(async (tx) => {
    const [session] = await tx
      .select()
      .from(paymentSessions)
      .where(eq(paymentSessions.providerSessionId, payment.id))
      .for('update');
    if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
    if (session.orderId) return { orderId: session.orderId, created: false };
    if (
      payment.amountTotalCents !== session.amountTotalCents ||
      payment.currency.toLowerCase() !== session.currency
    ) {
      log.error(
        { sessionId: session.id, paid: payment, expected: session.amountTotalCents },
        'payment amount does not match the priced order: no order recorded',
      );
      throw new AppError('PAYMENT_MISMATCH', PAYMENT_AMOUNT_MISMATCH);
    }
    const priced = pricedOrderOf(session);
    const shortfalls = await commitReservations(tx, session.id);
    if (shortfalls.length > 0) {
      log.error(
        { sessionId: session.id, shortfalls },
        'paid after its reservation lapsed and the stock was sold meanwhile: the seller must resolve it',
      );
    }
    const { breakdown } = priced;
    const { orderId, created } = await recordOrder(tx, {
      orderType: priced.orderType,
      orderStatus: 'pending',
      products: priced.products,
      storeId: priced.store.id,
      subtotalCents: breakdown.subtotal,
      taxCents: breakdown.tax,
      sellerTip: String(priced.sellerTipPercent),
      driverTip: String(priced.driverTipPercent),
      sellerTipCents: breakdown.sellerTip,
      driverTipCents: breakdown.driverTip,
      // The window fee for either method (docs/decisions/012).
      deliveryFeeCents: breakdown.deliveryFee + breakdown.pickupFee,
      discountCents: breakdown.discount,
      totalAmountCents: breakdown.total,
      couponCode: priced.couponCode,
      specialRequest: priced.specialRequest,
      deliveryAddress: priced.deliveryAddress,
      pickUpAddress: priced.pickUpAddress,
      billingAddress: priced.billingAddress,
      deliveryDate: priced.window.date,
      deliveryWindowStart: new Date(priced.window.startsAt),
      deliveryWindowEnd: new Date(priced.window.endsAt),
      buyerId: priced.buyerId,
      sellerId: priced.store.sellerId,
      driverId: null,
      userId: session.userId,
      paymentSessionId: session.id,
    });
    await tx
      .update(paymentSessions)
      .set({ status: 'paid', paidAt: session.paidAt ?? deps.clock(), orderId })
      .where(eq(paymentSessions.id, session.id));
    if (priced.deliveryAddress) {
      await rememberAddress(tx, { userId: session.userId, address: priced.deliveryAddress });
    }
    return { orderId, created };
  });
}

/**
 * POST /api/finalize-order: the confirmation page's check. The session's own user (or an admin)
 * asks; the provider confirms the payment and its amount; the order is recorded once.
 */
export async function finalizeOrder(
  deps: CheckoutDeps,
  options: { actor: Actor | null; sessionId: string },
): Promise<{ orderId: string }> {
  const session = await findPaymentSession(deps.db, options.sessionId);
  if (!session) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  await requireAccess({
    db: deps.db,
    actor: options.actor,
    permission: 'checkout.finalize',
    ids: [session.id],
  });
  if (session.orderId) return { orderId: session.orderId };
  const payment = await providerCall(deps.log, PAYMENT_CHECK_FAILED, () =>
    deps.payments.retrieveSession(options.sessionId),
  );
  if (!payment) throw new AppError('NOT_FOUND', SESSION_NOT_FOUND);
  if (!payment.paid) {
    const lapsed = session.status !== 'open' || session.expiresAt <= deps.clock();
    throw new AppError(
      'PAYMENT_INCOMPLETE',
      lapsed ? SESSION_EXPIRED_UNPAID : PAYMENT_NOT_COMPLETED,
    );
  }
  const { orderId } = await completePaidSession(deps, payment);
  return { orderId };
}

/**
 * POST /api/stripe/webhook: a signed provider event. A paid session is completed like
 * finalize-order; an expired one gives its stock back at once. Events that cannot succeed on a
 * retry (a session we never opened, an amount mismatch) are acknowledged and logged so the
 * provider stops resending them; anything else fails so it retries.
 */
export async function handlePaymentWebhook(
  deps: CheckoutDeps,
  options: { rawBody: Buffer; signature: string | undefined },
): Promise<{ received: true }> {
  let event: ReturnType<PaymentProvider['verifyWebhook']>;
  try {
    event = deps.payments.verifyWebhook(options.rawBody, options.signature);
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    deps.log.warn({ reason: error.message }, 'payment webhook refused');
    throw new AppError('WEBHOOK_SIGNATURE_INVALID', WEBHOOK_SIGNATURE_BAD, { cause: error });
  }
  if (event.type === 'session.paid') {
    try {
      await completePaidSession(deps, event.payment);
    } catch (error) {
      const final =
        error instanceof AppError &&
        (error.code === 'NOT_FOUND' || error.code === 'PAYMENT_MISMATCH');
      if (!final) throw error;
      deps.log.warn({ sessionId: event.payment.id, code: error.code }, 'payment webhook ignored');
    }
  } else if (event.type === 'session.expired') {
    const session = await findPaymentSession(deps.db, event.sessionId);
    if (session) await endSession(deps.db, { paymentSessionId: session.id, status: 'expired' });
  }
  return { received: true };
}

/**
 * POST /api/apply-promo: SPEC §3's promo response for a code (upper-cased), `{ valid: false }`
 * for an unknown, inactive or expired one. The minimum is the browser's to show; checkout checks
 * it again on the server.
 */
export async function applyPromo(
  deps: Pick<CheckoutDeps, 'db' | 'payments' | 'log'>,
  options: { actor: Actor | null; code: string },
) {
  await requireAccess({ db: deps.db, actor: options.actor, permission: 'promo.apply' });
  const code = normalizePromoCode(options.code);
  if (!code) return { valid: false as const };
  const promo = await providerCall(deps.log, PAYMENT_CHECK_FAILED, () =>
    deps.payments.findPromo(code),
  );
  // A promo with neither or both kinds of discount is as good as none (docs/decisions/014).
  if (!promo || !promoDiscount(promo, Number.MAX_SAFE_INTEGER).ok) return { valid: false as const };
  return {
    valid: true as const,
    promo: {
      code,
      coupon: {
        amount_off: promo.coupon.amount_off ?? null,
        percent_off: promo.coupon.percent_off ?? null,
      },
      restrictions: { minimum_amount: promo.restrictions?.minimum_amount ?? null },
    },
  };
}

/** For the sandbox's hosted page: the session, its priced order and the page's lines. */
export async function describeCheckoutSession(db: Executor, providerSessionId: string) {
  const session = await findPaymentSession(db, providerSessionId);
  if (!session) return null;
  const priced = pricedOrderOf(session);
  return { session, priced, ...checkoutLineItems(priced) };
}
