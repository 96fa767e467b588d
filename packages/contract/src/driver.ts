import { ORDER_TYPES } from '@marketplace/core/constants/order-types';
import { ORDER_STATUSES } from '@marketplace/core/orders/order-lifecycle';
import { z } from 'zod';
import { driverInstructionSchema } from './dispatch.js';
import { idParamSchema } from './fields.js';
import { idCheckBodySchema, orderAddressSchema } from './orders.js';

/**
 * The driver's app (SPEC §7 GET /instructions/{driverId}, PATCH …/instructions/{instructionId},
 * PATCH /orders/{orderId}/complete; docs/decisions/095).
 */

export const BAG_ID_MAX = 40;
export const BAGS_PER_ORDER_MAX = 20;
const PHOTO_URL_MAX = 500;

/** What the driver needs of the order a step belongs to, and nothing of the buyer's billing. */
export const driverOrderSchema = z
  .object({
    _id: z.string(),
    orderType: z.enum(ORDER_TYPES),
    orderStatus: z.enum(ORDER_STATUSES),
    storeName: z.string().nullable(),
    deliveryWindowStart: z.string().nullable().describe('ISO 8601.'),
    deliveryWindowEnd: z.string().nullable().describe('ISO 8601.'),
    items: z.array(
      z.object({
        name: z.string(),
        quantity: z.number().int(),
        unavailable: z
          .number()
          .int()
          .describe('Units the store did not have (issue #35): not to collect.'),
        options: z
          .array(z.string())
          .describe(
            "Each choice in words, as the store reads it: 'Size: 12 oz', 'Note: Extra hot'.",
          ),
      }),
    ),
    specialRequest: z.string().nullable(),
    driverTip: z.number().describe('Dollars: 100% of it is the driver’s.'),
    needsIdCheck: z.boolean().describe('A product needs age verification: check ID, 21+.'),
  })
  .meta({ id: 'DriverOrder', description: 'An order as its driver sees it.' });
export type DriverOrder = z.infer<typeof driverOrderSchema>;

export const driverStepSchema = driverInstructionSchema
  .extend({ order: driverOrderSchema })
  .meta({ id: 'DriverStep', description: 'A driver instruction with its order (095).' });
export type DriverStep = z.infer<typeof driverStepSchema>;

/** GET /api/instructions/{driverId}: open orders by window, each order's steps in sequence. */
export const driverStepsSchema = z.array(driverStepSchema);

export const completeInstructionParamsSchema = z.strictObject({
  driverId: idParamSchema,
  orderId: idParamSchema,
  instructionId: idParamSchema,
});

export const completeInstructionBodySchema = z
  .strictObject({
    bagIds: z
      .array(z.string().trim().min(1).max(BAG_ID_MAX))
      .max(BAGS_PER_ORDER_MAX)
      .optional()
      .describe('The bag labels, on the bag step; kept in the order given, repeats dropped.'),
    idCheck: idCheckBodySchema
      .optional()
      .describe(
        'On the ID check step: under 21 turns the hand-over into a return to the store (096).',
      ),
    photoUrl: z
      .string()
      .max(PHOTO_URL_MAX)
      .optional()
      .describe(
        'On the last step (the hand-over): the photo proof, uploaded first to the delivery folder (POST /api/s3/get-upload-url).',
      ),
  })
  .describe('`{}` for a step without bag labels.');
export type CompleteInstructionBody = z.input<typeof completeInstructionBodySchema>;

export const completeInstructionAnswerSchema = z.object({
  status: z.literal('complete'),
  instruction: driverInstructionSchema,
  idCheck: z
    .object({ passed: z.boolean() })
    .optional()
    .describe('On the ID check step, first time and replays alike: whether it passed.'),
});
export type CompleteInstructionAnswer = z.infer<typeof completeInstructionAnswerSchema>;

export const completeOrderBodySchema = z.strictObject({
  driverId: idParamSchema.describe("The caller's own driverId (an admin may name any)."),
});

export const completeOrderAnswerSchema = z.object({
  status: z.literal('complete'),
  orderId: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
});
export type CompleteOrderAnswer = z.infer<typeof completeOrderAnswerSchema>;

/** A delivery in the driver's history table (SPEC §2): date, store, address, tip earned. */
export const driverDeliverySchema = z
  .object({
    _id: z.string(),
    deliveredAt: z.string().describe('ISO 8601: when the driver handed it over.'),
    storeName: z.string().nullable(),
    deliveryAddress: orderAddressSchema.nullable(),
    driverTip: z.number().describe('Dollars, all of it the driver’s.'),
    orderStatus: z.enum(ORDER_STATUSES),
  })
  .meta({ id: 'DriverDelivery', description: "One of a driver's past deliveries." });
export type DriverDelivery = z.infer<typeof driverDeliverySchema>;

/** GET /api/drivers/{driverId}/deliveries: the latest first, at most this many. */
export const DRIVER_DELIVERIES_MAX = 50;
export const driverDeliveriesSchema = z.array(driverDeliverySchema);
