import {
  LOCATION_TYPES,
  OCCASIONS,
  RELATIONSHIPS,
} from '@marketplace/core/constants/flower-personalization';
import { MAX_TIP_PERCENT } from '@marketplace/core/constants/limits';
import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { z } from 'zod';
import { coordinatePrecisionSchema } from './addresses.js';
import { orderSchema } from './orders.js';

/**
 * What the browser may send at checkout. Strict like every body, except that the figures a cart
 * carries for display (prices, totals, the discount, the fee) are accepted by name and IGNORED:
 * the server prices the order from the database with core (ARCHITECTURE: trust boundaries).
 */

const ignoredFigure = z.number().optional().describe('Ignored: the server prices the order.');

const selectedOptionSchema = z.strictObject({
  title: z.string().max(100),
  price: ignoredFigure,
});

const customizationSchema = z.strictObject({
  name: z.string().max(100),
  selectedOptions: z.array(selectedOptionSchema).max(30).default([]),
  textValue: z.string().max(1000).nullish(),
});

const flowerCustomizationsSchema = z
  .strictObject({
    fullName: z.string().trim().max(100),
    occasion: z.enum(OCCASIONS),
    relationship: z.enum(RELATIONSHIPS),
    locationType: z.enum(LOCATION_TYPES),
    customMessage: z.string().trim().max(500),
    signature: z.string().trim().max(100),
  })
  .describe("SPEC §3 gift-card message; kept only for a Flower Stores product's line.");

export const checkoutItemSchema = z.strictObject({
  productId: z.string().max(64),
  quantity: z.number().int().min(1).max(999),
  customizations: z.array(customizationSchema).max(30).default([]),
  flowerCustomizations: flowerCustomizationsSchema.nullish(),
  specialInstructions: z.string().trim().max(500).nullish(),
  // The rest of a SPEC §3 cart item, for display only.
  name: z
    .string()
    .max(300)
    .optional()
    .describe('Ignored: the product name comes from the database.'),
  price: ignoredFigure,
  image: z.string().max(2000).nullish().describe('Ignored.'),
  storeId: z.string().max(64).optional().describe('Ignored: the product says which store.'),
  stock: ignoredFigure,
});

export const checkoutAddressSchema = z
  .strictObject({
    fullname: z.string().max(100),
    contact: z.string().max(20).describe('10 digits; spaces and punctuation are dropped.'),
    street1: z.string().max(100).describe('House number.'),
    street2: z.string().max(200).default('').describe('Street name.'),
    aptHouseNo: z.string().max(50).nullish(),
    city: z.string().max(100),
    state: z.string().max(50),
    zipcode: z.string().max(10),
    latitude: z.number().min(-90).max(90).nullish(),
    longitude: z.number().min(-180).max(180).nullish(),
    coordinatesPrecision: coordinatePrecisionSchema
      .nullish()
      .describe(
        "The picked suggestion's precision. Coordinates are kept only with it; else the server places the address.",
      ),
  })
  .meta({ id: 'CheckoutAddress', description: 'SPEC §3 Address.' });

const tipPercentSchema = z
  .number()
  .min(0)
  .max(MAX_TIP_PERCENT)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, {
    message: 'A tip percentage has at most two decimals.',
  })
  .default(0);

export const orderDataSchema = z.strictObject({
  items: z.array(checkoutItemSchema).min(1).max(100),
  orderType: z.enum(ORDER_TYPES),
  windowId: z
    .string()
    .max(64)
    .describe(
      "The chosen window's id from core's availableWindows, e.g. delivery@2026-01-14T10:45.",
    ),
  deliveryAddress: checkoutAddressSchema
    .nullish()
    .describe('Required for delivery and 20mindelivery; ignored for pickup.'),
  billingAddress: checkoutAddressSchema
    .nullish()
    .describe("Omitted or null: 'Same as above' (the delivery address)."),
  sellerTip: tipPercentSchema.describe('Percent of the subtotal, 0–100.'),
  driverTip: tipPercentSchema.describe('Percent of the subtotal, 0–100; ignored for pickup.'),
  couponCode: z.string().max(64).nullish().describe('Upper-cased by the server.'),
  specialRequest: z.string().trim().max(1000).nullish(),
  // What the checkout page shows; never trusted.
  price: ignoredFigure,
  subtotal: ignoredFigure,
  tax: ignoredFigure,
  totalAmount: ignoredFigure,
  discount: ignoredFigure,
  deliveryFee: ignoredFigure,
});

export type OrderRequest = z.infer<typeof orderDataSchema>;
export type CheckoutAddressInput = z.infer<typeof checkoutAddressSchema>;

export const createSessionBodySchema = z.strictObject({ orderData: orderDataSchema });

export const createSessionResponseSchema = z
  .object({
    sessionId: z.string().describe("The provider's session id; the success URL carries it back."),
    url: z.string().describe('The hosted checkout page to send the browser to.'),
  })
  .meta({ id: 'PaymentSession' });

export const finalizeBodySchema = z.strictObject({
  sessionId: z.string().min(1).max(255),
  orderData: z.unknown().optional().describe('Ignored: the order is the one priced at checkout.'),
});

export const finalizeResponseSchema = z
  .object({
    success: z.literal(true),
    orderId: z.string(),
    order: orderSchema,
  })
  .meta({ id: 'FinalizedOrder' });

/** What a payment session says to whoever holds its id (issue #35): no one's details. */
export const sessionOrderSchema = z
  .object({
    paid: z.boolean(),
    orderNumber: z
      .string()
      .nullable()
      .describe('The order’s short number once it is recorded; null before.'),
  })
  .meta({ id: 'SessionOrder' });
export type SessionOrder = z.infer<typeof sessionOrderSchema>;

export const promoSchema = z
  .object({
    code: z.string(),
    coupon: z.object({
      amount_off: z.number().nullable().describe('Cents off, or null.'),
      percent_off: z.number().nullable().describe('Percent off, or null.'),
    }),
    restrictions: z.object({
      minimum_amount: z.number().nullable().describe('Cents the subtotal must reach, or null.'),
    }),
  })
  .meta({ id: 'Promo', description: "SPEC §3 promo response, in the payment provider's shape." });

export const applyPromoResponseSchema = z.union([
  z.object({ valid: z.literal(true), promo: promoSchema }),
  z.object({ valid: z.literal(false) }),
]);

/** What the browser sends at checkout: a request, priced by the server (docs/payments.md). */
export type OrderData = z.input<typeof orderDataSchema>;
export type CheckoutAddress = z.input<typeof checkoutAddressSchema>;
export type PaymentSession = z.infer<typeof createSessionResponseSchema>;
export type FinalizedOrder = z.infer<typeof finalizeResponseSchema>;
export type Promo = z.infer<typeof promoSchema>;
export type ApplyPromoResponse = z.infer<typeof applyPromoResponseSchema>;
