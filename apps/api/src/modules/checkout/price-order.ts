import type { OrderRequest } from '@marketplace/contract/checkout';
import { farmersMarketCompatible } from '@marketplace/core/cart/farmers-market-compatible';
import { flowerPersonalizationEnabled } from '@marketplace/core/catalog/flower-personalization-enabled';
import { FARMERS_MARKET } from '@marketplace/core/constants/categories';
import {
  FARMERS_MARKET_MISMATCH,
  PROMO_INVALID,
  WINDOW_UNAVAILABLE,
} from '@marketplace/core/constants/messages';
import { type OrderType, orderMethod } from '@marketplace/core/constants/order-types';
import { formatUsd } from '@marketplace/core/money/format-usd';
import { type PriceBreakdown, priceBreakdown } from '@marketplace/core/money/price-breakdown';
import { type Promo, promoDiscount } from '@marketplace/core/money/promo-discount';
import { unitPrice } from '@marketplace/core/money/unit-price';
import { storePickUpAddress } from '@marketplace/core/orders/order-address';
import { orderBuyerId } from '@marketplace/core/session/order-buyer-id';
import { validateCustomizations } from '@marketplace/core/validation/validate-customizations';
import { findWindow } from '@marketplace/core/windows/find-window';
import { payableFee } from '@marketplace/core/windows/payable-fee';
import type { Actor } from '../../access.js';
import type { OrderAddress, OrderProduct } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { ProductRecord } from '../catalog/stock.js';
import type { StoreRecord } from '../catalog/store-records.js';

/** Ours: items of two stores that are not stalls of one market. */
export const ONE_STORE_AT_A_TIME = 'You can only order from one store at a time.';
/** Ours: Stripe (and any card processor) will not charge less than 50 cents. */
export const MINIMUM_CHARGE_CENTS = 50;
export const BELOW_MINIMUM_CHARGE = `The order total must be at least ${formatUsd(MINIMUM_CHARGE_CENTS)} to pay by card.`;
/** Ours. */
export const DELIVERY_ADDRESS_REQUIRED = 'Please add a delivery address.';
/** Ours. */
export const WINDOW_DOES_NOT_MATCH = 'The chosen window does not match the order type.';
/** Ours: a product that was removed, hidden, or never existed. */
export const productUnavailable = (name: string | null) =>
  name
    ? `${name} is no longer available. Please remove it from your cart.`
    : 'An item in your cart is no longer available. Please remove it from your cart.';

export type CheckoutProduct = Pick<
  ProductRecord,
  | 'id'
  | 'storeId'
  | 'name'
  | 'priceCents'
  | 'stock'
  | 'images'
  | 'isTaxable'
  | 'isHidden'
  | 'customizations'
  | 'needsAgeVerification'
>;

export type CheckoutStore = Pick<
  StoreRecord,
  | 'id'
  | 'sellerId'
  | 'name'
  | 'category'
  | 'contact'
  | 'isHidden'
  | 'street1'
  | 'street2'
  | 'city'
  | 'state'
  | 'zipcode'
  | 'latitude'
  | 'longitude'
  | 'coordinatesPrecision'
  | 'storeHours'
  | 'timezone'
  | 'pausedUntil'
  | 'dateOverrides'
>;

/**
 * The order exactly as the server priced it at checkout, kept on the payment session. The order
 * recorded on payment is built from this alone, never from anything the browser sends later.
 * JSON only (it is stored as jsonb): numbers and strings, no Dates. Money in cents.
 */
export type PricedOrder = {
  version: 1;
  userId: string;
  /** SPEC §6: the buyer id, or the admin, seller or driver id of staff ordering. */
  buyerId: string | null;
  customerEmail: string | null;
  store: {
    id: string;
    sellerId: string;
    name: string;
    category: string;
    timezone: string;
  };
  orderType: OrderType;
  window: {
    id: string;
    date: string;
    start: string;
    end: string;
    startsAt: number;
    endsAt: number;
  };
  products: OrderProduct[];
  /** Units per product, for the stock reservation. */
  quantities: { productId: string; name: string; quantity: number }[];
  sellerTipPercent: number;
  driverTipPercent: number;
  couponCode: string | null;
  promo: Promo | null;
  breakdown: PriceBreakdown;
  specialRequest: string | null;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
  pickUpAddress: OrderAddress;
};

/**
 * Prices an order request from the database's own rows with core's rules, or refuses it with
 * the sentence the buyer should read. Pure: the caller loads (and locks) the rows, validates
 * the addresses and looks the promo up.
 */
export function priceOrder(options: {
  request: OrderRequest;
  actor: Actor;
  products: ReadonlyMap<string, CheckoutProduct>;
  stores: ReadonlyMap<string, CheckoutStore>;
  now: Date;
  couponCode: string | null;
  promo: Promo | null;
  deliveryAddress: OrderAddress | null;
  billingAddress: OrderAddress | null;
}): PricedOrder {
  const { request, actor, now } = options;

  const lines = request.items.map((item) => {
    const product = options.products.get(item.productId);
    const store = product ? options.stores.get(product.storeId) : undefined;
    if (!product || !store || product.isHidden || store.isHidden) {
      throw new AppError('PRODUCT_UNAVAILABLE', productUnavailable(product?.name ?? null));
    }
    return { item, product, store };
  });

  const store = lines[0]!.store;
  for (const { store: other } of lines) {
    if (other.id === store.id || farmersMarketCompatible(cartStore(store), cartStore(other))) {
      continue;
    }
    const bothMarkets = store.category === FARMERS_MARKET && other.category === FARMERS_MARKET;
    throw new AppError(
      'VALIDATION_FAILED',
      bothMarkets ? FARMERS_MARKET_MISMATCH : ONE_STORE_AT_A_TIME,
    );
  }

  const orderProducts: OrderProduct[] = [];
  const taxable: boolean[] = [];
  for (const { item, product, store: itemStore } of lines) {
    // Only the names and titles are read; option prices come from the product itself.
    const requested = item.customizations.map((group) => ({
      name: group.name,
      selectedOptions: group.selectedOptions.map((option) => ({ title: option.title, price: 0 })),
      textValue: group.textValue ?? null,
    }));
    const chosen = validateCustomizations(product.customizations, requested);
    if (!chosen.ok) throw new AppError('VALIDATION_FAILED', chosen.error);
    const customizations = chosen.value.map((group) => ({
      name: group.name,
      selectedOptions: group.selectedOptions.map((o) => ({ title: o.title, price: o.price })),
      ...(group.textValue ? { textValue: group.textValue } : {}),
    }));
    orderProducts.push({
      productId: product.id,
      name: product.name,
      priceCents: unitPrice({ basePrice: product.priceCents, customizations }),
      quantity: item.quantity,
      storeId: product.storeId,
      image: product.images[0] ?? null,
      customizations,
      flowerCustomizations:
        item.flowerCustomizations && flowerPersonalizationEnabled(itemStore.category)
          ? item.flowerCustomizations
          : null,
      specialInstructions: item.specialInstructions || null,
      needsAgeVerification: product.needsAgeVerification,
      isTaxable: product.isTaxable,
    });
    taxable.push(product.isTaxable);
  }

  const window = findWindow({
    store: {
      category: store.category,
      storeHours: store.storeHours,
      timezone: store.timezone,
      // Paused, or a special date: the window must still be offered (issue #31).
      pausedUntil: store.pausedUntil,
      dateOverrides: store.dateOverrides,
    },
    now,
    windowId: request.windowId,
  });
  if (!window) throw new AppError('WINDOW_UNAVAILABLE', WINDOW_UNAVAILABLE);
  if (window.orderType !== request.orderType) {
    throw new AppError('VALIDATION_FAILED', WINDOW_DOES_NOT_MATCH);
  }
  const isDelivery = orderMethod(request.orderType) === 'delivery';
  if (isDelivery && !options.deliveryAddress) {
    throw new AppError('VALIDATION_FAILED', DELIVERY_ADDRESS_REQUIRED);
  }

  const pricedLines = orderProducts.map((p, i) => ({
    price: p.priceCents,
    quantity: p.quantity,
    isTaxable: taxable[i],
  }));
  if (options.couponCode) {
    const subtotalCents = pricedLines.reduce((sum, line) => sum + line.price * line.quantity, 0);
    const discount = promoDiscount(options.promo, subtotalCents);
    if (!discount.ok) {
      const code = discount.error === PROMO_INVALID ? 'PROMO_INVALID' : 'PROMO_MINIMUM_NOT_MET';
      throw new AppError(code, discount.error);
    }
  }
  const sellerTipPercent = request.sellerTip;
  const driverTipPercent = isDelivery ? request.driverTip : 0;
  const breakdown = priceBreakdown({
    lines: pricedLines,
    orderType: request.orderType,
    sellerTipPercent,
    driverTipPercent,
    windowFee: payableFee(window),
    promo: options.couponCode ? options.promo : null,
  });
  if (breakdown.total < MINIMUM_CHARGE_CENTS) {
    throw new AppError('VALIDATION_FAILED', BELOW_MINIMUM_CHARGE);
  }

  const quantities = new Map<string, { productId: string; name: string; quantity: number }>();
  for (const p of orderProducts) {
    const entry = quantities.get(p.productId) ?? {
      productId: p.productId,
      name: p.name,
      quantity: 0,
    };
    entry.quantity += p.quantity;
    quantities.set(p.productId, entry);
  }

  return {
    version: 1,
    userId: actor.id,
    buyerId: orderBuyerId(actor),
    customerEmail: actor.email || null,
    store: {
      id: store.id,
      sellerId: store.sellerId,
      name: store.name,
      category: store.category,
      timezone: store.timezone,
    },
    orderType: request.orderType,
    window: {
      id: window.id,
      date: window.date,
      start: window.start,
      end: window.end,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
    },
    products: orderProducts,
    quantities: [...quantities.values()],
    sellerTipPercent,
    driverTipPercent,
    couponCode: options.couponCode,
    promo: options.couponCode ? options.promo : null,
    breakdown,
    specialRequest: request.specialRequest || null,
    deliveryAddress: isDelivery ? options.deliveryAddress : null,
    billingAddress: options.billingAddress ?? (isDelivery ? options.deliveryAddress : null),
    pickUpAddress: storePickUpAddress(store),
  };
}

function cartStore(store: CheckoutStore) {
  return {
    _id: store.id,
    category: store.category,
    address: {
      street1: store.street1,
      street2: store.street2,
      city: store.city,
      state: store.state,
      zipcode: store.zipcode,
    },
    storeHours: store.storeHours,
  };
}
