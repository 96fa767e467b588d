import {
  DEFAULT_TRAVEL_MODEL,
  modelTravel,
  type TravelModel,
} from '@marketplace/core/dispatch/travel';
import { distanceMeters } from '@marketplace/core/geo/distance';
import { describe, expect, it } from 'vitest';
import { createModelRouting } from './model.js';

const cityHall = { latitude: 34.147785, longitude: -118.144516 };
const oldPasadena = { latitude: 34.146096, longitude: -118.150403 };
const caltech = { latitude: 34.13692, longitude: -118.1253 };
/** 5 PM and 11 PM in Pasadena (PST), 25 November 2026. */
const rushHour = Date.UTC(2026, 10, 26, 1, 0);
const lateEvening = Date.UTC(2026, 10, 26, 7, 0);

describe('model routing', () => {
  it('answers every pair with the straight-line model it was configured with', async () => {
    const model: TravelModel = {
      ...DEFAULT_TRAVEL_MODEL,
      detourFactor: 1.5,
      speedsKmh: { rush: 18, day: 30, night: 45 },
    };
    const routing = createModelRouting(model);
    const travel = await routing.travelAmong([cityHall, caltech], rushHour);

    expect(routing.name).toBe('model');
    expect(travel.meters(cityHall, caltech)).toBeCloseTo(distanceMeters(cityHall, caltech) * 1.5);
    // 18 km/h is 5 m/s; and a point it was not asked about is answered the same way.
    expect(travel.seconds(cityHall, oldPasadena, rushHour)).toBeCloseTo(
      (distanceMeters(cityHall, oldPasadena) * 1.5) / 5,
    );
    expect(travel.seconds(cityHall, caltech, lateEvening)).toBeCloseTo(
      (distanceMeters(cityHall, caltech) * 1.5) / 12.5,
    );
  });

  it('routes through the stops in order: the legs summed, drawn as straight lines', async () => {
    const routing = createModelRouting(DEFAULT_TRAVEL_MODEL);
    const travel = modelTravel(DEFAULT_TRAVEL_MODEL);
    const route = await routing.route([cityHall, oldPasadena, caltech], rushHour);

    const firstLeg = travel.seconds(cityHall, oldPasadena, rushHour);
    expect(route.meters).toBeCloseTo(
      travel.meters(cityHall, oldPasadena) + travel.meters(oldPasadena, caltech),
    );
    expect(route.seconds).toBeCloseTo(
      firstLeg + travel.seconds(oldPasadena, caltech, rushHour + firstLeg * 1000),
    );
    expect(route.line).toEqual([
      [-118.144516, 34.147785],
      [-118.150403, 34.146096],
      [-118.1253, 34.13692],
    ]);
  });

  it('takes longer at rush hour than late in the evening', async () => {
    const routing = createModelRouting(DEFAULT_TRAVEL_MODEL);
    const rush = await routing.route([cityHall, caltech], rushHour);
    const late = await routing.route([cityHall, caltech], lateEvening);
    expect(rush.meters).toBeCloseTo(late.meters);
    expect(rush.seconds / late.seconds).toBeCloseTo(
      DEFAULT_TRAVEL_MODEL.speedsKmh.night / DEFAULT_TRAVEL_MODEL.speedsKmh.rush,
    );
  });

  it('routes one stop or none as nowhere to go', async () => {
    const routing = createModelRouting(DEFAULT_TRAVEL_MODEL);
    expect(await routing.route([cityHall], rushHour)).toEqual({
      meters: 0,
      seconds: 0,
      line: [[-118.144516, 34.147785]],
    });
    expect(await routing.route([], rushHour)).toEqual({ meters: 0, seconds: 0, line: [] });
  });
});
