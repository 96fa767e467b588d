import { type BuiltServer, startBuiltServer } from '../src/test/built-server.js';
import { type Outcome, type SendOptions, send } from '../src/test/http-outcome.js';

/** What one instance did for the run, counted at the client: the figures the summary prints. */
export type Tally = {
  /** Answers by status. */
  statuses: Map<number, number>;
  /** Connections refused: nothing reached the instance. */
  refused: number;
  /** Connections closed before any byte of an answer. */
  closedUnanswered: number;
  /** Answers cut off half-way. */
  truncated: number;
};

export type Instance = {
  /** A, B, C… in start order. */
  name: string;
  base: string;
  server: BuiltServer;
  tally: Tally;
  /** Whether the run stopped it on purpose (its refusals are then expected). */
  stopped: boolean;
  /** Sends a request and counts what became of it. */
  send(path: string, options?: SendOptions): Promise<Outcome>;
  /** Sends a request that must be answered; the body is parsed as JSON when it is JSON. */
  request(path: string, options?: SendOptions): Promise<Answer>;
};

export type Answer = {
  status: number;
  headers: Record<string, unknown>;
  // biome-ignore lint/suspicious/noExplicitAny: answers of every shape, read as inject().json() is
  body: any;
};

function count(tally: Tally, outcome: Outcome): void {
  switch (outcome.kind) {
    case 'answered':
      tally.statuses.set(outcome.status, (tally.statuses.get(outcome.status) ?? 0) + 1);
      return;
    case 'refused':
      tally.refused += 1;
      return;
    case 'closed-unanswered':
      tally.closedUnanswered += 1;
      return;
    case 'truncated':
      tally.truncated += 1;
  }
}

function parseBody(outcome: Extract<Outcome, { kind: 'answered' }>): unknown {
  const type = String(outcome.headers['content-type'] ?? '');
  return type.startsWith('application/json') ? JSON.parse(outcome.body) : outcome.body;
}

/** Starts `size` production servers at once on `env` (one database, one Redis). */
export async function startCluster(size: number, env: Record<string, string>): Promise<Instance[]> {
  const servers = await Promise.all(Array.from({ length: size }, () => startBuiltServer(env)));
  return servers.map((server, index) => {
    const tally: Tally = { statuses: new Map(), refused: 0, closedUnanswered: 0, truncated: 0 };
    const instance: Instance = {
      name: String.fromCharCode(65 + index),
      base: server.base,
      server,
      tally,
      stopped: false,
      async send(path, options) {
        const outcome = await send(server.base, path, options);
        count(tally, outcome);
        return outcome;
      },
      async request(path, options) {
        const outcome = await instance.send(path, options);
        if (outcome.kind !== 'answered') {
          // The instance's own last words say why it did not answer (it may have exited).
          throw new Error(
            `${instance.name} ${path}: ${JSON.stringify(outcome)}; its last output:\n${server.output().slice(-4000)}`,
          );
        }
        return { status: outcome.status, headers: outcome.headers, body: parseBody(outcome) };
      },
    };
    return instance;
  });
}

/** Requests answered 5xx other than 503 DATABASE_UNAVAILABLE, cut off, or lost on a live instance. */
export function errorsOf(instance: Instance): number {
  const { tally } = instance;
  let errors = tally.truncated;
  for (const [status, times] of tally.statuses) {
    if (status >= 500 && status !== 503) errors += times;
  }
  if (!instance.stopped) errors += tally.refused + tally.closedUnanswered;
  return errors;
}

/** The figures, one row per instance and a total. */
export function summaryTable(instances: readonly Instance[], orders: number): string {
  const header = [
    'instance',
    'answered',
    '2xx/3xx',
    '4xx',
    '503',
    'refused',
    'reset unread',
    'errors',
  ];
  const rows = instances.map((instance) => {
    const { tally } = instance;
    let answered = 0;
    let ok = 0;
    let client = 0;
    let unavailable = 0;
    for (const [status, times] of tally.statuses) {
      answered += times;
      if (status < 400) ok += times;
      else if (status < 500) client += times;
      else if (status === 503) unavailable += times;
    }
    return [
      `${instance.name} ${instance.base.replace('http://', '')}${instance.stopped ? ' (SIGTERM)' : ''}`,
      answered,
      ok,
      client,
      unavailable,
      tally.refused,
      tally.closedUnanswered,
      errorsOf(instance),
    ].map(String);
  });
  const totals = header
    .slice(1)
    .map((_, column) => String(rows.reduce((sum, row) => sum + Number(row[column + 1]), 0)));
  const table = [header, ...rows, ['total', ...totals]];
  const widths = header.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[column]!),
      )
      .join('  ');
  return [...table.map(line), `orders in the database: ${orders}`].join('\n');
}
