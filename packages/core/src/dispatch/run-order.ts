import type { LatLng } from '../geo/distance.js';
import { orderStops } from './order-stops.js';
import { type Stop, stopEtas } from './stops.js';
import type { Travel } from './travel.js';

/**
 * A run as a driver does it (issue #34): every pick-up first, then the doors. Each half is put in
 * order by the planner, the doors from the last store, leaving when the last pick-up is done.
 */
export function runOrder(input: {
  from: LatLng;
  at: number;
  stops: readonly Stop[];
  travel: Travel;
}): Stop[] {
  const { travel } = input;
  const pickUps = orderStops({
    from: input.from,
    at: input.at,
    stops: input.stops.filter((stop) => stop.kind === 'pick_up'),
    travel,
  });
  const last = stopEtas({ from: input.from, at: input.at, stops: pickUps, travel }).at(-1);
  const dropOffs = orderStops({
    from: last?.stop.point ?? input.from,
    at: last?.departsAt ?? input.at,
    stops: input.stops.filter((stop) => stop.kind === 'drop_off'),
    travel,
  });
  return [...pickUps, ...dropOffs];
}
