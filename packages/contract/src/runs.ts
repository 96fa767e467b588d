import { z } from 'zod';
import { adminOrderSchema } from './dispatch.js';
import { idParamSchema } from './fields.js';

/**
 * Dispatch that suggests (issue #34, docs/decisions/137): the drivers best placed for each
 * unassigned delivery, orders worth carrying in one run, deliveries that will miss their window,
 * and runs assigned or moved in one action.
 */

/** A run holds at most this many orders (core's DRIVER_CAPACITY). */
export const RUN_MAX_ORDERS = 4;

const instant = z.string().describe('An ISO instant.');

export const driverSuggestionSchema = z
  .object({
    driverId: z.string(),
    driverName: z.string().nullable(),
    metersAway: z.number().describe('Straight-line metres from the driver to the first pick-up.'),
    free: z.boolean().describe('Nothing left to do before this.'),
    freeAt: instant.describe('When they finish what they already have.'),
    arrivesAt: instant.describe('When they would reach the last door.'),
    late: z.boolean().describe('Some door would be reached after its window ends.'),
    stale: z.boolean().describe('Their last position is old: the times are a guess.'),
  })
  .meta({ id: 'DriverSuggestion' });
export type DriverSuggestion = z.infer<typeof driverSuggestionSchema>;

const runStopSchema = z.object({
  orderId: z.string(),
  kind: z.enum(['pick_up', 'drop_off']),
  latitude: z.number(),
  longitude: z.number(),
});

export const suggestedRunSchema = z
  .object({
    orderIds: z
      .array(z.string())
      .describe('The run’s orders, in the order their doors are reached.'),
    storeNames: z.array(z.string()),
    windowStart: instant.nullable().describe('The windows’ overlap.'),
    windowEnd: instant.nullable(),
    stops: z.array(runStopSchema).describe('All pick-ups, then the drop-offs, in order.'),
    meters: z.number().describe('Driven as one run, from its first pick-up.'),
    savedMeters: z.number().describe('Less than each order driven on its own.'),
    driver: driverSuggestionSchema.nullable().describe('The driver best placed for it.'),
  })
  .meta({ id: 'SuggestedRun' });
export type SuggestedRun = z.infer<typeof suggestedRunSchema>;

export const dispatchSuggestionsSchema = z
  .object({
    computedAt: instant,
    orders: z.array(
      z.object({
        orderId: z.string(),
        suggestions: z.array(driverSuggestionSchema).describe('The best two drivers, best first.'),
        placed: z
          .boolean()
          .describe('False: the pick-up or the door has no coordinates, so nothing is suggested.'),
      }),
    ),
    runs: z.array(suggestedRunSchema),
    late: z
      .array(
        z.object({
          orderId: z.string(),
          driverId: z.string(),
          arrivesAt: instant,
          windowEnd: instant,
        }),
      )
      .describe('Assigned deliveries whose ETA is past their window’s end.'),
  })
  .meta({ id: 'DispatchSuggestions' });
export type DispatchSuggestions = z.infer<typeof dispatchSuggestionsSchema>;

export const assignRunBodySchema = z.strictObject({
  driverId: idParamSchema.describe("The driver's driverId."),
  orderIds: z
    .array(idParamSchema)
    .min(2)
    .max(RUN_MAX_ORDERS)
    .refine((ids) => new Set(ids).size === ids.length, 'Each order once.')
    .describe('Unassigned delivery orders; the API orders their stops.'),
});
export type AssignRunBody = z.input<typeof assignRunBodySchema>;

export const moveRunBodySchema = z.strictObject({
  toDriverId: idParamSchema.describe('The driverId of the driver taking the run.'),
});
export type MoveRunBody = z.input<typeof moveRunBodySchema>;

export const runChangeAnswerSchema = z
  .object({
    message: z.string(),
    orders: z.array(adminOrderSchema).describe('The orders that changed hands.'),
    kept: z
      .number()
      .int()
      .describe('Orders left with the driver: already started or picked up (moving a run).'),
  })
  .meta({ id: 'RunChange' });
export type RunChangeAnswer = z.infer<typeof runChangeAnswerSchema>;

export const orderEtaSchema = z
  .object({
    arrivesAt: instant.nullable().describe('Null: no driver, or no position yet.'),
    late: z.boolean().describe('The ETA is past the window’s end.'),
  })
  .meta({ id: 'OrderEta', description: 'When the order should reach its door.' });
export type OrderEta = z.infer<typeof orderEtaSchema>;
