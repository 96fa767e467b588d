import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from '../geo/distance.js';
import { DEFAULT_TRAVEL_MODEL, modelTravel, speedKmhAt } from './travel.js';

/** Around Pasadena, where the stores, doors and drivers are. */
const point = fc.record({
  latitude: fc.double({ min: 34.08, max: 34.22, noNaN: true }),
  longitude: fc.double({ min: -118.22, max: -118.06, noNaN: true }),
});
const oldPasadena = { latitude: 34.1456, longitude: -118.1503 };
const caltech = { latitude: 34.1377, longitude: -118.1253 };
const at = (localTime: string) => Date.parse(`2026-11-27T${localTime}:00-08:00`);

describe('the straight-line travel model', () => {
  it('drives the straight line stretched by the detour factor, the same both ways', () => {
    const travel = modelTravel();
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(travel.meters(a, a)).toBe(0);
        expect(travel.meters(a, b)).toBeCloseTo(travel.meters(b, a), 6);
        expect(travel.meters(a, b)).toBeGreaterThanOrEqual(distanceMeters(a, b));
        // A stop on the way never shortens a trip: what lets a run's order be improved by moves.
        expect(travel.meters(a, c)).toBeLessThanOrEqual(
          travel.meters(a, b) + travel.meters(b, c) + 1e-6,
        );
      }),
    );
    expect(travel.meters(oldPasadena, caltech)).toBeCloseTo(
      distanceMeters(oldPasadena, caltech) * DEFAULT_TRAVEL_MODEL.detourFactor,
      6,
    );
  });

  it('takes longer in the evening rush than later in the evening, and longer then than at night', () => {
    const travel = modelTravel();
    fc.assert(
      fc.property(point, point, (a, b) => {
        const rush = travel.seconds(a, b, at('17:30'));
        const evening = travel.seconds(a, b, at('20:30'));
        const night = travel.seconds(a, b, at('23:30'));
        expect(rush).toBeGreaterThanOrEqual(evening);
        expect(evening).toBeGreaterThanOrEqual(night);
        expect(night).toBeGreaterThanOrEqual(0);
      }),
    );
    // 2.7 km of road at 24 km/h: 6.8 minutes.
    const meters = travel.meters(oldPasadena, caltech);
    expect(travel.seconds(oldPasadena, caltech, at('17:30'))).toBeCloseTo(meters / (24 / 3.6), 6);
    expect(travel.seconds(oldPasadena, caltech, at('20:30'))).toBeCloseTo(meters / (30 / 3.6), 6);
    expect(travel.seconds(oldPasadena, caltech, at('06:59'))).toBeCloseTo(meters / (40 / 3.6), 6);
  });

  it('reads the hour on the local clock, in a zone offset by half an hour too', () => {
    expect(
      [6, 7, 9, 10, 15, 16, 18, 19, 21, 22].map((hour) => speedKmhAt(DEFAULT_TRAVEL_MODEL, hour)),
    ).toEqual([40, 24, 24, 30, 30, 24, 24, 30, 30, 40]);
    // 15:45 and 16:15 in Kolkata (UTC+5:30) are 10:15 and 10:45 UTC: one UTC hour, two speeds.
    const kolkata = modelTravel({ ...DEFAULT_TRAVEL_MODEL, timeZone: 'Asia/Kolkata' });
    const meters = kolkata.meters(oldPasadena, caltech);
    const before = kolkata.seconds(oldPasadena, caltech, Date.parse('2026-11-27T15:45:00+05:30'));
    const after = kolkata.seconds(oldPasadena, caltech, Date.parse('2026-11-27T16:15:00+05:30'));
    expect(before).toBeCloseTo(meters / (30 / 3.6), 6);
    expect(after).toBeCloseTo(meters / (24 / 3.6), 6);
    // Asked again, in either order, each time keeps its own speed.
    expect(kolkata.seconds(oldPasadena, caltech, Date.parse('2026-11-27T15:50:00+05:30'))).toBe(
      before,
    );
  });

  it('follows daylight saving time: 4:30 PM is the rush on the day the clocks go forward', () => {
    const travel = modelTravel();
    const meters = travel.meters(oldPasadena, caltech);
    // 2026-03-08 16:30 PDT (UTC−7), which would be 15:30 on standard time.
    expect(
      travel.seconds(oldPasadena, caltech, Date.parse('2026-03-08T16:30:00-07:00')),
    ).toBeCloseTo(meters / (24 / 3.6), 6);
  });
});
