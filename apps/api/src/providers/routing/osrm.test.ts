import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEFAULT_TRAVEL_MODEL, modelTravel } from '@marketplace/core/dispatch/travel';
import type { LatLng } from '@marketplace/core/geo/distance';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createModelRouting } from './model.js';
import { OsrmRouting } from './osrm.js';

type Matrix = (number | null)[][];
const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'));
/** OSRM's answers for A, B and C (fixtures/README.md). */
const TABLE = fixture('osrm-table.json') as { durations: Matrix; distances: Matrix };
const ROUTE = fixture('osrm-route.json');

// City Hall written with more digits than OSRM is sent: it goes as -118.144516,34.147785.
const A = { latitude: 34.1477851, longitude: -118.1445162 };
const B = { latitude: 34.146096, longitude: -118.150403 };
const C = { latitude: 34.13692, longitude: -118.1253 };
const ABC = '-118.144516,34.147785;-118.150403,34.146096;-118.1253,34.13692';
/** Not in any table: Lake Ave at Del Mar. */
const D = { latitude: 34.1405, longitude: -118.1325 };
const AT = Date.UTC(2026, 10, 26, 1, 0);
const model = modelTravel(DEFAULT_TRAVEL_MODEL);

/**
 * A tiny OSRM: answers the table service from the fixture's matrices for whichever of A, B and C
 * a request names (its sources and destinations too), the route service with the fixture, or
 * whatever a test sets in `answer`.
 */
type Answer = { status: number; body: string } | 'hang';
let answer: ((path: string) => Answer) | null = null;
const requests: string[] = [];
const held: ServerResponse[] = [];
const server = createServer((request, response) => {
  const path = request.url!;
  requests.push(path);
  const answered = answer ? answer(path) : osrm(path);
  if (answered === 'hang') {
    held.push(response);
    return;
  }
  response.writeHead(answered.status, { 'content-type': 'application/json; charset=UTF-8' });
  response.end(answered.body);
});
let baseUrl = '';

function osrm(path: string): Answer {
  const url = new URL(path, 'http://osrm');
  const [, service, , , coordinates] = url.pathname.split('/');
  if (service === 'route') return { status: 200, body: JSON.stringify(ROUTE) };
  const known = ABC.split(';');
  const points = coordinates!.split(';').map((point) => known.indexOf(point));
  const pick = (name: string) =>
    url.searchParams.get(name)?.split(';').map(Number) ?? points.map((_, i) => i);
  const sources = pick('sources');
  const destinations = pick('destinations');
  const slice = (matrix: Matrix) =>
    sources.map((row) => destinations.map((column) => matrix[points[row]!]![points[column]!]!));
  return {
    status: 200,
    body: JSON.stringify({
      code: 'Ok',
      durations: slice(TABLE.durations),
      distances: slice(TABLE.distances),
    }),
  };
}

const answerWith = (status: number, body: unknown) => {
  answer = () => ({ status, body: typeof body === 'string' ? body : JSON.stringify(body) });
};

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const response of held.splice(0)) response.destroy();
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

let logger: { warn: ReturnType<typeof vi.fn>; info: ReturnType<typeof vi.fn> };
beforeEach(() => {
  answer = null;
  requests.length = 0;
  logger = { warn: vi.fn(), info: vi.fn() };
});
const osrmRouting = (options: { timeoutMs?: number; maxTableSize?: number; url?: string } = {}) =>
  new OsrmRouting({ url: `${baseUrl}/`, model: DEFAULT_TRAVEL_MODEL, logger, ...options });

/** Every pair of `points`, as the model answers it. */
function expectModel(travel: Awaited<ReturnType<OsrmRouting['travelAmong']>>, points: LatLng[]) {
  for (const from of points) {
    for (const to of points) {
      expect(travel.seconds(from, to, AT)).toBe(model.seconds(from, to, AT));
      expect(travel.meters(from, to)).toBe(model.meters(from, to));
    }
  }
}

describe('OSRM routing', () => {
  it('asks the table service once for the distinct points and reads every pair from it', async () => {
    const travel = await osrmRouting().travelAmong([A, B, { ...A }, C, B], AT);

    expect(requests).toEqual([`/table/v1/driving/${ABC}?annotations=duration,distance`]);
    expect(travel.seconds(A, B, AT)).toBe(118.4);
    expect(travel.meters(A, B)).toBe(804.3);
    expect(travel.seconds(B, A, AT)).toBe(141.2);
    expect(travel.seconds(B, C, AT)).toBe(330.1);
    expect(travel.meters(C, B)).toBe(3290.5);
    expect(travel.seconds(C, C, AT)).toBe(0);
    // The same place with other digits is the same row.
    expect(travel.seconds({ latitude: 34.14778504, longitude: -118.14451596 }, C, AT)).toBe(281.3);
    // A point the table was not asked about: the model.
    expect(travel.seconds(A, D, AT)).toBe(model.seconds(A, D, AT));
    expect(travel.meters(D, C)).toBe(model.meters(D, C));
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('asks nothing for fewer than two distinct points', async () => {
    const travel = await osrmRouting().travelAmong([A, { ...A }], AT);
    expect(requests).toEqual([]);
    expectModel(travel, [A, B]);
  });

  it('asks past the table size in blocks of sources against destinations', async () => {
    const travel = await osrmRouting({ maxTableSize: 2 }).travelAmong([A, B, C], AT);

    const [AB, BC] = [ABC.split(';').slice(0, 2).join(';'), ABC.split(';')[2]];
    expect(requests.sort()).toEqual(
      [
        `/table/v1/driving/${AB}?annotations=duration,distance`,
        `/table/v1/driving/${AB};${BC}?annotations=duration,distance&sources=0;1&destinations=2`,
        `/table/v1/driving/${BC};${AB}?annotations=duration,distance&sources=0&destinations=1;2`,
      ].sort(),
    );
    const points = [A, B, C];
    points.forEach((from, row) => {
      points.forEach((to, column) => {
        expect(travel.seconds(from, to, AT)).toBe(TABLE.durations[row]![column]);
        expect(travel.meters(from, to)).toBe(TABLE.distances[row]![column]);
      });
    });
  });

  it('routes through the stops in order, with the line to draw', async () => {
    const route = await osrmRouting().route([A, B, C], AT);

    expect(requests).toEqual([`/route/v1/driving/${ABC}?overview=full&geometries=geojson`]);
    expect(route).toEqual({
      meters: 4126.2,
      seconds: 448.5,
      line: ROUTE.routes[0].geometry.coordinates,
    });
    expect(route.line[0]).toEqual([-118.144489, 34.147771]);
  });

  it('falls back to the model on a 500, and says so once', async () => {
    answerWith(500, 'Internal Server Error');
    const routing = osrmRouting();

    expectModel(await routing.travelAmong([A, B, C], AT), [A, B, C]);
    expectModel(await routing.travelAmong([A, C], AT), [A, C]);
    expect(await routing.route([A, B, C], AT)).toEqual(
      await createModelRouting(DEFAULT_TRAVEL_MODEL).route([A, B, C], AT),
    );
    expect(requests).toHaveLength(3);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]![1]).toBe(
      'Road travel times fall back to the straight-line model: it answered 500 without JSON.',
    );
    // The stops' coordinates stay out of the log.
    expect(JSON.stringify(logger.warn.mock.calls)).not.toContain('34.14');
  });

  it.each([
    ['NoTable', 'No table found'],
    ['InvalidQuery', 'Query string malformed close to position 28'],
  ])('falls back to the model when OSRM answers %s', async (code, message) => {
    answerWith(400, { code, message });
    const routing = osrmRouting();

    expectModel(await routing.travelAmong([A, B, C], AT), [A, B, C]);
    expect(logger.warn).toHaveBeenCalledWith(
      { routing: { url: baseUrl } },
      `Road travel times fall back to the straight-line model: it answered 400 ${code}.`,
    );
  });

  it('falls back to the model for the pairs OSRM found no road between', async () => {
    const durations = TABLE.durations.map((row) => [...row]);
    const distances = TABLE.distances.map((row) => [...row]);
    durations[0]![2] = null;
    distances[0]![2] = null;
    answerWith(200, { code: 'Ok', durations, distances });
    const routing = osrmRouting();

    const travel = await routing.travelAmong([A, B, C], AT);
    expect(travel.seconds(A, C, AT)).toBe(model.seconds(A, C, AT));
    expect(travel.meters(A, C)).toBe(model.meters(A, C));
    expect(travel.seconds(C, A, AT)).toBe(276.9);
    expect(travel.seconds(A, B, AT)).toBe(118.4);
    await routing.travelAmong([A, B, C], AT);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]![1]).toBe(
      'Road travel times fall back to the straight-line model: it found no road between some of the points.',
    );
  });

  it('falls back to the model when OSRM does not answer in time', async () => {
    answer = () => 'hang';
    const routing = osrmRouting({ timeoutMs: 50 });

    expectModel(await routing.travelAmong([A, B, C], AT), [A, B, C]);
    expect((await routing.route([A, C], AT)).line).toEqual([
      [A.longitude, A.latitude],
      [C.longitude, C.latitude],
    ]);
    expect(logger.warn).toHaveBeenCalledOnce();
    expect(logger.warn.mock.calls[0]![1]).toBe(
      'Road travel times fall back to the straight-line model: it did not answer within 50 ms.',
    );
  });

  it('falls back to the model when OSRM cannot be reached', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));

    const travel = await osrmRouting({ url: `http://127.0.0.1:${port}` }).travelAmong([A, B], AT);
    expectModel(travel, [A, B]);
    expect(logger.warn.mock.calls[0]![1]).toBe(
      'Road travel times fall back to the straight-line model: it could not be reached.',
    );
  });

  it('says when OSRM answers again, and warns again at the next failure', async () => {
    const routing = osrmRouting();
    answerWith(502, { code: 'Error' });
    await routing.travelAmong([A, B], AT);
    answer = null;
    expect((await routing.travelAmong([A, B], AT)).seconds(A, B, AT)).toBe(118.4);
    expect(logger.info).toHaveBeenCalledWith(
      { routing: { url: baseUrl } },
      'OSRM answers road travel times again.',
    );
    answerWith(502, { code: 'Error' });
    await routing.route([A, B], AT);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
