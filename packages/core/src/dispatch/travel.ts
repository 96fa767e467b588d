import { DEFAULT_TIMEZONE } from '../constants/limits.js';
import { distanceMeters, type LatLng } from '../geo/distance.js';
import { localDateTime } from '../windows/local-date-time.js';

/**
 * How long it takes to get from one point to another (issue #34). Dispatch asks this of every
 * pair it weighs, so it is synchronous: a routing engine's answers are fetched first, as a table
 * for every point in play (the API's routing provider), and looked up here.
 */
export type Travel = {
  /** Seconds to drive from `from` to `to`, leaving at `at` (ms since the epoch). */
  seconds(from: LatLng, to: LatLng, at: number): number;
  /** Metres driven from `from` to `to`. */
  meters(from: LatLng, to: LatLng): number;
};

/**
 * The straight-line model used without a routing engine: the great-circle distance stretched by
 * a detour factor (streets are not straight; 1.3–1.4 in a grid city), at a speed that depends on
 * the local hour, because the same trip takes longer at 5 PM than at 10 PM.
 */
export type TravelModel = {
  /** Road distance ÷ straight-line distance. */
  detourFactor: number;
  speedsKmh: {
    /** 7–10 AM and 4–7 PM. */
    rush: number;
    /** The rest of the day, 10 AM–4 PM and 7–10 PM. */
    day: number;
    /** 10 PM–7 AM. */
    night: number;
  };
  timeZone: string;
};

/** Pasadena's streets, measured against OSRM on a Southern California extract (docs/performance.md). */
export const DEFAULT_TRAVEL_MODEL: TravelModel = {
  detourFactor: 1.35,
  speedsKmh: { rush: 24, day: 30, night: 40 },
  timeZone: DEFAULT_TIMEZONE,
};

/** Seconds spent at a stop, besides getting there. */
export const HANDLING_SECONDS = {
  /** Finding the counter and collecting the bags. */
  pickUp: 240,
  /** Parking, walking to the door, handing over. */
  dropOff: 150,
  /** Checking an ID at the door adds this. */
  idCheck: 60,
} as const;

/** Which of the model's speeds applies at a local hour (0–23). */
export function speedKmhAt(model: TravelModel, localHour: number): number {
  if ((localHour >= 7 && localHour < 10) || (localHour >= 16 && localHour < 19)) {
    return model.speedsKmh.rush;
  }
  if (localHour >= 22 || localHour < 7) return model.speedsKmh.night;
  return model.speedsKmh.day;
}

/**
 * Every time zone is offset from UTC by whole quarter hours, so a quarter hour of UTC lies within
 * one local hour: the speed is looked up once per quarter hour, not per call.
 */
const QUARTER_HOUR_MS = 15 * 60_000;
/** Quarter hours a travel remembers before it forgets them all (ten days' worth). */
const SPEEDS_KEPT = 960;

/** The straight-line model as a `Travel`. */
export function modelTravel(model: TravelModel = DEFAULT_TRAVEL_MODEL): Travel {
  const meters = (from: LatLng, to: LatLng) => distanceMeters(from, to) * model.detourFactor;
  // A run's ETAs often straddle an hour, so several quarter hours are kept, not only the last.
  const speedsMs = new Map<number, number>();
  let lastQuarter = Number.NaN;
  let lastSpeedMs = 0;
  const speedMsAt = (at: number) => {
    const quarter = Math.floor(at / QUARTER_HOUR_MS);
    if (quarter === lastQuarter) return lastSpeedMs;
    let speedMs = speedsMs.get(quarter);
    if (speedMs === undefined) {
      const hour = Math.floor(
        localDateTime(quarter * QUARTER_HOUR_MS, model.timeZone).minutes / 60,
      );
      speedMs = (speedKmhAt(model, hour) * 1000) / 3600;
      if (speedsMs.size >= SPEEDS_KEPT) speedsMs.clear();
      speedsMs.set(quarter, speedMs);
    }
    lastQuarter = quarter;
    lastSpeedMs = speedMs;
    return speedMs;
  };
  return {
    meters,
    seconds: (from, to, at) => meters(from, to) / speedMsAt(at),
  };
}
