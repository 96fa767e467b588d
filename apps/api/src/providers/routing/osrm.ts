import { modelTravel, type Travel, type TravelModel } from '@marketplace/core/dispatch/travel';
import type { LatLng } from '@marketplace/core/geo/distance';
import { createModelRouting } from './model.js';
import type { RoadRoute, Routing } from './routing.js';

/**
 * OSRM's HTTP API (http://project-osrm.org/docs/v5.24.0/api/), car profile: the table service
 * for every pair dispatch weighs and the route service for the line a driver follows. Only the
 * documented response fields this adapter reads are typed below.
 *
 * Dispatch must keep working whatever OSRM does, so nothing here rejects: a pair OSRM did not
 * answer (it was down, slow, refused the request or found no road) is answered by the
 * straight-line model, and the log says so once until OSRM answers in full again.
 *
 * OSRM's car profile knows no traffic, so its times are the same at 5 PM as at 10 PM; `at`
 * matters only to the model's answers.
 */

type OsrmAnswer = { code?: string };
type OsrmTable = OsrmAnswer & {
  durations?: (number | null)[][];
  distances?: (number | null)[][];
};
type OsrmRoute = OsrmAnswer & {
  routes?: {
    distance?: number;
    duration?: number;
    geometry?: { type?: string; coordinates?: [number, number][] };
  }[];
};

/** osrm-routed's default --max-table-size: at most this many sources times as many destinations. */
export const OSRM_MAX_TABLE_SIZE = 100;
const TIMEOUT_MS = 2000;

export type OsrmLogger = {
  warn(details: object, message: string): void;
  info(details: object, message: string): void;
};

export type OsrmOptions = {
  /** ROUTING_URL: where osrm-routed answers (http://osrm:5000). */
  url: string;
  /** What answers the pairs OSRM does not. */
  model: TravelModel;
  logger: OsrmLogger;
  /** How long one request may take (tests shorten it). */
  timeoutMs?: number;
  /** The server's --max-table-size, if it was raised; bigger tables are asked in blocks. */
  maxTableSize?: number;
};

/**
 * A point as OSRM reads it, 'longitude,latitude', to 6 decimals (about 11 cm): also the key a
 * point is looked up by, so the same place written with more digits finds its row.
 */
function coordinate(point: LatLng): string {
  const round = (degrees: number) => Math.round(degrees * 1e6) / 1e6;
  return `${round(point.longitude)},${round(point.latitude)}`;
}

/** `0, 1, … n-1` cut into runs of at most `size`. */
function blocks(n: number, size: number): number[][] {
  const runs: number[][] = [];
  for (let start = 0; start < n; start += size) {
    runs.push(Array.from({ length: Math.min(size, n - start) }, (_, i) => start + i));
  }
  return runs;
}

export class OsrmRouting implements Routing {
  readonly name = 'osrm';
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly maxTableSize: number;
  private readonly model: Travel;
  private readonly modelRouting: Routing;
  /** A fallback was logged and OSRM has not answered in full since. */
  private warned = false;

  constructor(private readonly options: OsrmOptions) {
    this.baseUrl = options.url.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
    this.maxTableSize = options.maxTableSize ?? OSRM_MAX_TABLE_SIZE;
    this.model = modelTravel(options.model);
    this.modelRouting = createModelRouting(options.model);
  }

  async travelAmong(points: readonly LatLng[], _at: number): Promise<Travel> {
    const index = new Map<string, number>();
    for (const point of points) {
      const key = coordinate(point);
      if (!index.has(key)) index.set(key, index.size);
    }
    const n = index.size;
    if (n < 2) return this.model;

    const coordinates = [...index.keys()];
    // Row `from`, column `to`; NaN where OSRM gave no answer.
    const seconds = new Float64Array(n * n).fill(Number.NaN);
    const meters = new Float64Array(n * n).fill(Number.NaN);
    // Past the server's table size, every block of sources against every block of destinations.
    const runs = blocks(n, this.maxTableSize);
    const requests = runs.flatMap((sources) =>
      runs
        .filter((destinations) => sources !== destinations || sources.length > 1)
        .map((destinations) => ({ sources, destinations })),
    );
    const answers = await Promise.all(
      requests.map(async ({ sources, destinations }) => {
        const table = await this.table(coordinates, sources, destinations);
        if (!table) return false;
        let complete = true;
        sources.forEach((from, row) => {
          destinations.forEach((to, column) => {
            const duration = table.durations?.[row]?.[column];
            const distance = table.distances?.[row]?.[column];
            if (typeof duration === 'number') seconds[from * n + to] = duration;
            else complete = false;
            if (typeof distance === 'number') meters[from * n + to] = distance;
            else complete = false;
          });
        });
        if (!complete) this.fellBack('it found no road between some of the points');
        return complete;
      }),
    );
    if (answers.every(Boolean)) this.answeredInFull();

    const model = this.model;
    const cell = (from: LatLng, to: LatLng) => {
      const row = index.get(coordinate(from));
      const column = index.get(coordinate(to));
      return row === undefined || column === undefined ? -1 : row * n + column;
    };
    return {
      seconds(from, to, at) {
        const found = cell(from, to);
        const value = found === -1 ? Number.NaN : seconds[found]!;
        return Number.isNaN(value) ? model.seconds(from, to, at) : value;
      },
      meters(from, to) {
        const found = cell(from, to);
        const value = found === -1 ? Number.NaN : meters[found]!;
        return Number.isNaN(value) ? model.meters(from, to) : value;
      },
    };
  }

  async route(points: readonly LatLng[], at: number): Promise<RoadRoute> {
    if (points.length < 2) return this.modelRouting.route(points, at);
    const answer = await this.ask<OsrmRoute>(
      `/route/v1/driving/${points.map(coordinate).join(';')}?overview=full&geometries=geojson`,
    );
    if (!answer) return this.modelRouting.route(points, at);
    const best = answer.routes?.[0];
    if (typeof best?.distance !== 'number' || typeof best.duration !== 'number') {
      this.fellBack('its route had no distance or duration');
      return this.modelRouting.route(points, at);
    }
    this.answeredInFull();
    return {
      meters: best.distance,
      seconds: best.duration,
      line: best.geometry?.coordinates ?? [],
    };
  }

  /**
   * One table request: the rows of `sources` and the columns of `destinations` (indices into
   * `coordinates`). A block against itself sends only its own points; two blocks send both,
   * naming which are sources and which destinations.
   */
  private table(
    coordinates: string[],
    sources: number[],
    destinations: number[],
  ): Promise<OsrmTable | null> {
    const annotations = 'annotations=duration,distance';
    if (sources === destinations) {
      const points = sources.map((i) => coordinates[i]).join(';');
      return this.ask<OsrmTable>(`/table/v1/driving/${points}?${annotations}`);
    }
    const points = [...sources, ...destinations].map((i) => coordinates[i]).join(';');
    const sourceIndices = sources.map((_, i) => i).join(';');
    const destinationIndices = destinations.map((_, i) => sources.length + i).join(';');
    return this.ask<OsrmTable>(
      `/table/v1/driving/${points}?${annotations}&sources=${sourceIndices}&destinations=${destinationIndices}`,
    );
  }

  /** OSRM's answer when it is 'Ok'; otherwise null, the reason logged (once). */
  private async ask<T extends OsrmAnswer>(path: string): Promise<T | null> {
    let response: Response | undefined;
    let body: T | null;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      body = (await response.json()) as T;
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      this.fellBack(
        timedOut
          ? `it did not answer within ${this.timeoutMs} ms`
          : response
            ? `it answered ${response.status} without JSON`
            : 'it could not be reached',
        error,
      );
      return null;
    }
    if (!response.ok || body?.code !== 'Ok') {
      // Errors come as { code, message }; the request (stops' coordinates) stays out of the log.
      this.fellBack(`it answered ${response.status}${body?.code ? ` ${body.code}` : ''}`);
      return null;
    }
    return body;
  }

  private fellBack(reason: string, error?: unknown): void {
    if (this.warned) return;
    this.warned = true;
    this.options.logger.warn(
      { routing: { url: this.baseUrl }, ...(error ? { err: error } : {}) },
      `Road travel times fall back to the straight-line model: ${reason}.`,
    );
  }

  private answeredInFull(): void {
    if (!this.warned) return;
    this.warned = false;
    this.options.logger.info(
      { routing: { url: this.baseUrl } },
      'OSRM answers road travel times again.',
    );
  }
}
