import { randomBytes } from 'node:crypto';
import type { CheckoutAddressInput, OrderRequest } from '@marketplace/contract/checkout';
import {
  ADDRESS_INVALID,
  NOT_DELIVERABLE_CHECKOUT,
  PROMO_INVALID,
} from '@marketplace/core/constants/messages';
import { orderMethod } from '@marketplace/core/constants/order-types';
import { normalizePromoCode } from '@marketplace/core/validation/normalize-promo-code';
import { validateAddress } from '@marketplace/core/validation/validate-address';
import { eq, sql } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../access.js';
import { countCheckouts } from '../../business-metrics.js';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { preparedFor } from '../../db/prepared.js';
import { type OrderAddress, paymentSessions } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import { type PlaceAddressFn, type Placement, UNPLACED } from '../../providers/geocoder/placer.js';
import type { CatalogCache } from '../catalog/catalog-cache.js';
import { findProductsWithStores } from '../catalog/store-records.js';
import { isServedZipcode } from '../service-area/service.js';
import { checkoutLineItems } from './line-items.js';
import { CHECKOUT_REPLACED, PAYMENT_START_FAILED } from './messages.js';
import { priceOrder } from './price-order.js';
import { type CheckoutDeps, providerCall } from './provider-call.js';
import { endSession, releaseExpiredSessions, reserveCheckout } from './stock-reservations.js';

/**
 * Checkout as steps (STYLE: medusa), each with its undo: price from the database and reserve
 * the stock (one transaction) → open the provider's session (undo: end the session, giving the
 * stock back) → on payment, record the order (one transaction, idempotent). The browser's
 * figures are never read: see packages/contract/src/checkout.ts.
 */

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
    ...pickedPlacement(input),
  };
}

/**
 * The coordinates of the buyer's pick, kept only when they come whole with the precision the
 * autocomplete gave them (decision 134): they place the buyer's own drop-off and nobody else's.
 */
function pickedPlacement(input: CheckoutAddressInput): Placement {
  const { latitude, longitude, coordinatesPrecision } = input;
  return latitude != null && longitude != null && coordinatesPrecision
    ? { latitude, longitude, coordinatesPrecision }
    : UNPLACED;
}

/**
 * The delivery address, checked and inside the service area (SPEC §5, verbatim message), with
 * coordinates: the pick's, else the geocoder's (a saved address from before issue #33, a typed
 * one), else none.
 */
async function checkedDeliveryAddress(
  deps: { db: Executor; placeDropOff: PlaceAddressFn },
  input: CheckoutAddressInput | null | undefined,
): Promise<OrderAddress | null> {
  if (!input) return null;
  const address = checkedAddress(input);
  if (!(await isServedZipcode(deps.db, address.zipcode))) {
    throw new AppError('NOT_DELIVERABLE', NOT_DELIVERABLE_CHECKOUT);
  }
  if (address.coordinatesPrecision) return address;
  return { ...address, ...(await deps.placeDropOff(address)) };
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

/** The provider's session on ours, once it exists: every checkout's last write, so prepared. */
const storeProviderSession = preparedFor((db) =>
  db
    .update(paymentSessions)
    .set({
      providerSessionId: sql`${sql.placeholder('providerSessionId')}`,
      url: sql`${sql.placeholder('url')}`,
    })
    .where(eq(paymentSessions.id, sql.placeholder('id')))
    .returning({ status: paymentSessions.status })
    .prepare('store_provider_session'),
);

/**
 * POST /api/create-stripe-session: prices the request from the database with core, then reserves
 * the stock and stores the priced order in one transaction, then opens the provider's hosted
 * checkout. Any logged-in user may order (docs/decisions/051).
 */
export async function createPaymentSession(
  deps: CheckoutDeps & {
    config: Pick<Config, 'checkoutSessionMinutes'>;
    catalogCache: Pick<CatalogCache, 'hearAgain'>;
    placeDropOff: PlaceAddressFn;
  },
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

  const couponCode = request.couponCode ? normalizePromoCode(request.couponCode) || null : null;
  const promo = couponCode
    ? await providerCall(log, PAYMENT_START_FAILED, () => payments.findPromo(couponCode))
    : null;
  if (couponCode && !promo) throw new AppError('PROMO_INVALID', PROMO_INVALID);
  const isDelivery = orderMethod(request.orderType) === 'delivery';
  const deliveryAddress = isDelivery
    ? await checkedDeliveryAddress({ db, placeDropOff: deps.placeDropOff }, request.deliveryAddress)
    : null;
  const billingAddress = request.billingAddress ? checkedAddress(request.billingAddress) : null;

  // Priced before the transaction: a price or a hidden flag changing meanwhile is as if it had
  // changed a moment later, and the stock is not read but taken, by the reservation.
  const productIds = [...new Set(request.items.map((item) => item.productId))].filter(isUuid);
  const found = await findProductsWithStores(db, productIds);
  const priced = priceOrder({
    request,
    actor,
    products: new Map(found.products.map((p) => [p.id, p])),
    stores: new Map(found.stores.map((s) => [s.id, s])),
    now,
    couponCode,
    promo,
    deliveryAddress,
    billingAddress,
  });

  const sessionRef = newSessionRef();
  const expiresAt = new Date(now.getTime() + config.checkoutSessionMinutes * 60_000);
  const successUrl = `${options.returnOrigin}/order-confirmed?sessionId={CHECKOUT_SESSION_ID}`;
  const cancelUrl = `${options.returnOrigin}/checkout`;

  const reserve = () =>
    reserveCheckout(db, {
      session: {
        id: sessionRef,
        provider: payments.name,
        userId: actor.id,
        pricedOrder: priced,
        amountTotalCents: priced.breakdown.total,
        currency: 'usd',
        successUrl,
        cancelUrl,
        expiresAt,
      },
      lines: priced.quantities,
    });
  const { replaced, released, storesGivenBack } = await reserve().catch(async (error) => {
    // Too few left: units of sessions that lapsed unpaid may not be back yet (the sweep runs
    // every minute). Given back now, they go to this buyer; else the answer stands.
    if (!(error instanceof AppError && error.code === 'OUT_OF_STOCK')) throw error;
    const { units } = await releaseExpiredSessions(db, { now, maxBatches: 1 });
    if (units === 0) throw error;
    return reserve();
  });
  countCheckouts('replaced', replaced.length);
  // The stock just taken shows on this process's catalogue before this answer goes; other
  // processes hear it from the notification.
  deps.catalogCache.hearAgain({
    table: 'products',
    stores: [...new Set([...found.products.map((p) => p.storeId), ...storesGivenBack])],
    products: [...new Set([...productIds, ...released.keys()])],
    stock: true,
    names: false,
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
    // Undo the first step: nobody can pay this session, so its stock goes back at once. Unless
    // a newer checkout of the buyer ended it meanwhile (counted as replaced), it failed.
    if (await endSession(db, { paymentSessionId: sessionRef, status: 'cancelled' })) {
      countCheckouts('failed');
    }
    if (error instanceof AppError) throw error;
    log.error({ err: error, sessionRef }, 'could not open the hosted checkout');
    throw new AppError('PAYMENT_PROVIDER_FAILED', PAYMENT_START_FAILED, { cause: error });
  }
  const [stored] = await storeProviderSession(db).execute({
    id: sessionRef,
    providerSessionId: session.id,
    url: session.url,
  });
  if (stored?.status !== 'open') {
    // A newer click of the same buyer ended this session while the provider was opening it.
    await closeAtProvider(deps, [{ providerSessionId: session.id }]).catch((error: unknown) =>
      log.warn({ err: error, sessionRef }, 'could not close a replaced checkout at the provider'),
    );
    throw new AppError('CONFLICT', CHECKOUT_REPLACED);
  }
  countCheckouts('started');
  return { sessionId: session.id, url: session.url };
}
