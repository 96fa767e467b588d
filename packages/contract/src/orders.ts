import { ID_BIRTH_DATE_INVALID } from '@marketplace/core/constants/messages';
import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { ID_TYPES } from '@marketplace/core/orders/id-check';
import { ORDER_EVENT_ACTIONS } from '@marketplace/core/orders/order-events';
import { ORDER_ACTOR_KINDS, ORDER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { z } from 'zod';
import { coordinatePrecisionSchema } from './addresses.js';

/** HTTP shapes of orders, shared with checkout (finalize-order answers the order too). */

export const orderAddressSchema = z
  .object({
    fullname: z.string(),
    contact: z.string().describe('10 digits.'),
    street1: z.string().describe('House number.'),
    street2: z.string().describe('Street name.'),
    aptHouseNo: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zipcode: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    coordinatesPrecision: coordinatePrecisionSchema
      .nullable()
      .describe('How exactly the coordinates place the stop; null when unknown.'),
  })
  .meta({ id: 'OrderAddress', description: 'SPEC §3 Address as the order keeps it.' });

const flowerCustomizationsSchema = z
  .object({
    fullName: z.string(),
    occasion: z.string(),
    relationship: z.string(),
    locationType: z.string(),
    customMessage: z.string(),
    signature: z.string(),
  })
  .meta({ id: 'FlowerCustomizations', description: 'SPEC §3 gift-card message.' });

export const orderProductSchema = z
  .object({
    productId: z.string(),
    name: z.string(),
    price: z.number().describe('Dollars: the unit price, base plus options.'),
    quantity: z.number().int(),
    storeId: z.string(),
    image: z.string().nullable(),
    customizations: z.array(
      z.object({
        name: z.string(),
        selectedOptions: z.array(z.object({ title: z.string(), price: z.number() })),
        textValue: z.string().optional(),
      }),
    ),
    flowerCustomizations: flowerCustomizationsSchema.nullable(),
    specialInstructions: z.string().nullable(),
  })
  .meta({ id: 'OrderProduct', description: 'SPEC §3 Order product, prices in dollars.' });

export const orderSchema = z
  .object({
    _id: z.string(),
    createdAt: z.string().describe('ISO 8601.'),
    orderType: z.enum(ORDER_TYPES),
    orderStatus: z.string().describe('pending, completed, delivered, cancelled…'),
    products: z.array(orderProductSchema),
    subtotal: z.number().describe('Dollars.'),
    tax: z.number().describe('Dollars.'),
    sellerTip: z.number().describe('Percent of the subtotal.'),
    driverTip: z.number().describe('Percent of the subtotal (0 on pickup).'),
    sellerTipAmount: z.number().describe('Dollars.'),
    driverTipAmount: z.number().describe('Dollars.'),
    deliveryFee: z.number().describe('Dollars: the window fee, delivery or pickup.'),
    discount: z.number().describe('Dollars.'),
    totalAmount: z.number().describe('Dollars: what was charged.'),
    couponCode: z.string().nullable(),
    specialRequest: z.string().nullable(),
    deliveryAddress: orderAddressSchema.nullable(),
    pickUpAddress: orderAddressSchema.nullable().describe("The store's address."),
    billingAddress: orderAddressSchema.nullable(),
    deliveryDate: z.string().nullable().describe('Store-local YYYY-MM-DD.'),
    deliveryWindowStart: z.string().nullable().describe('ISO 8601 instant.'),
    deliveryWindowEnd: z.string().nullable().describe('ISO 8601 instant.'),
    buyerId: z.string().nullable(),
    driverId: z.string().nullable(),
    sellerId: z.string().nullable(),
    userId: z.string(),
    deliveryPhoto: z
      .string()
      .nullable()
      .describe(
        "Where the driver's photo proof of the hand-over is read, when they took one: GET it with the bearer token (its buyer, its driver, admins).",
      ),
    needsIdCheck: z
      .boolean()
      .describe(
        'A 21+ product is on the order (as sold): the ID is checked at the hand-over, at the door or the counter.',
      ),
    idCheck: z
      .object({
        passed: z.boolean(),
        idType: z.enum(ID_TYPES),
        checkedAt: z.string().describe('ISO 8601.'),
      })
      .nullable()
      .describe(
        'The ID check at the door (21+ products): its outcome only, never the date of birth or the ID.',
      ),
    storeId: z.string(),
    store: z
      .object({
        _id: z.string(),
        name: z.string(),
        category: z.string(),
        contact: z.string(),
        timezone: z.string().describe('IANA zone the window times are local to.'),
        address: z.object({
          street1: z.string(),
          street2: z.string(),
          city: z.string(),
          state: z.string(),
          zipcode: z.string(),
        }),
      })
      .nullable(),
  })
  .meta({ id: 'Order', description: 'SPEC §3 Order, money in dollars.' });

export const orderEventSchema = z
  .object({
    _id: z.string().describe('Orders the events of one order: later events have larger ids.'),
    orderId: z.string(),
    fromStatus: z
      .enum(ORDER_STATUSES)
      .nullable()
      .describe('Null for the payment, the first event.'),
    toStatus: z.enum(ORDER_STATUSES),
    action: z.enum(ORDER_EVENT_ACTIONS),
    amountCents: z
      .number()
      .int()
      .nullable()
      .describe("A refund's amount, or the worth of lines the store could not supply."),
    actorUserId: z.string().nullable().describe('Null when the system acted (payment).'),
    actorRole: z.enum(ORDER_ACTOR_KINDS).describe("'system' or the actor's role then."),
    actorName: z
      .string()
      .nullable()
      .describe("The actor's name, for an admin reading; null for others and for the system."),
    driverId: z.string().nullable().describe('The driver given the order (assign, reassign).'),
    driverName: z
      .string()
      .nullable()
      .describe("That driver's name, for an admin reading; null for others."),
    reason: z.string().nullable(),
    at: z.string().describe('ISO 8601.'),
  })
  .meta({
    id: 'OrderEvent',
    description: "One transition of an order's lifecycle (docs/decisions/090).",
  });

export type OrderAddress = z.infer<typeof orderAddressSchema>;
export type OrderProduct = z.infer<typeof orderProductSchema>;
export type Order = z.infer<typeof orderSchema>;
export type OrderEvent = z.infer<typeof orderEventSchema>;

/**
 * The ID read at a 21+ order's hand-over (docs/decisions/096), at the door or the counter: what
 * the server judges the age by. Never stored: the order keeps only the outcome.
 */
export const idCheckBodySchema = z.strictObject({
  dateOfBirth: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, ID_BIRTH_DATE_INVALID)
    .describe('YYYY-MM-DD as printed on the ID; used to decide, never stored.'),
  idType: z.enum(ID_TYPES),
});
export type IdCheckBody = z.infer<typeof idCheckBodySchema>;
