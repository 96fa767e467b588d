import { modelTravel, type TravelModel } from '@marketplace/core/dispatch/travel';
import type { RoadRoute, Routing } from './routing.js';

/**
 * Without a routing engine: core's straight-line model, stretched by the detour factor, at the
 * speed of the local hour. A route is the sum of its legs, each leaving when the one before
 * arrives, drawn as straight lines between the stops.
 */
export function createModelRouting(model: TravelModel): Routing {
  const travel = modelTravel(model);
  return {
    name: 'model',
    async travelAmong() {
      return travel;
    },
    async route(points, at) {
      const route: RoadRoute = {
        meters: 0,
        seconds: 0,
        line: points.map((point) => [point.longitude, point.latitude]),
      };
      for (let leg = 1; leg < points.length; leg++) {
        const from = points[leg - 1]!;
        const to = points[leg]!;
        route.meters += travel.meters(from, to);
        route.seconds += travel.seconds(from, to, at + route.seconds * 1000);
      }
      return route;
    },
  };
}
