import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distanceMeters } from './distance.js';

const pasadenaCityHall = { latitude: 34.14778, longitude: -118.14452 };
const laCityHall = { latitude: 34.05361, longitude: -118.24278 };
/** Around Los Angeles County, where the stores and drivers are. */
const point = fc.record({
  latitude: fc.double({ min: 33.5, max: 34.9, noNaN: true }),
  longitude: fc.double({ min: -119, max: -117.5, noNaN: true }),
});

describe('distanceMeters', () => {
  it('measures a degree of latitude as 111.195 km', () => {
    const distance = distanceMeters(
      { latitude: 34, longitude: -118 },
      { latitude: 35, longitude: -118 },
    );
    expect(distance).toBeCloseTo(111_195, 0);
  });

  it('puts Pasadena City Hall 13.84 km from Los Angeles City Hall, as a flat map of the two does', () => {
    // 0.09417° of latitude (10.472 km) and 0.09826° of longitude at cos 34.1° (9.048 km).
    expect(distanceMeters(pasadenaCityHall, laCityHall) / 1000).toBeCloseTo(13.84, 2);
  });

  it('is zero to itself, symmetric and never shorter than a detour through a third point', () => {
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(distanceMeters(a, a)).toBe(0);
        expect(distanceMeters(a, b)).toBeCloseTo(distanceMeters(b, a), 6);
        expect(distanceMeters(a, c)).toBeLessThanOrEqual(
          distanceMeters(a, b) + distanceMeters(b, c) + 1e-6,
        );
      }),
    );
  });
});
