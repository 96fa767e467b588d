import { z } from 'zod';

/** Driver shifts and positions (issue #33, docs/decisions/135). */

export const positionReportSchema = z
  .strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
    accuracyMeters: z
      .number()
      .min(0)
      .max(100_000)
      .nullish()
      .describe("The phone's estimate (Geolocation coords.accuracy), in metres."),
  })
  .meta({ id: 'PositionReport', description: "A driver's phone sharing where it is." });

export type PositionReport = z.infer<typeof positionReportSchema>;

export const positionKeptSchema = z
  .object({
    kept: z
      .boolean()
      .describe('False when the last one was kept less than 5 s ago: this one is dropped.'),
  })
  .meta({ id: 'PositionKept' });

/**
 * A driver on the map: where they last were and when (an ISO instant), or nothing yet; with
 * `onShift: false` once the shift ends, so the marker goes.
 */
export const driverPositionSchema = z
  .object({
    driverId: z.string().describe("The driver's id, as orders carry it."),
    onShift: z.boolean(),
    startedAt: z.string().nullable(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
    accuracyMeters: z.number().nullable(),
    at: z.string().nullable().describe('When the API kept the position; null before the first.'),
  })
  .meta({ id: 'DriverPosition' });

export type DriverPosition = z.infer<typeof driverPositionSchema>;

/** A driver on the dispatch board: where they are, by name, and their phone (admins only). */
export const driverOnShiftSchema = driverPositionSchema
  .extend({
    name: z.string().describe("The driver's name, as staff see it."),
    phone: z.string().nullable().describe('E.164, to call them.'),
  })
  .meta({ id: 'DriverOnShift' });

export type DriverOnShift = z.infer<typeof driverOnShiftSchema>;

export const driverShiftSchema = driverPositionSchema.meta({
  id: 'DriverShift',
  description: "The driver's own shift: on or off, since when, and the last position kept.",
});

export type DriverShift = z.infer<typeof driverShiftSchema>;
