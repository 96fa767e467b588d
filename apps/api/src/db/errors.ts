/**
 * Whether PostgreSQL reported one of these SQLSTATEs. Both engines put it on the error; drizzle
 * may wrap it as the `cause`.
 */
export function hasSqlState(error: unknown, codes: readonly string[]): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.includes(code)) return true;
  }
  return false;
}

/** True when PostgreSQL refused a write because of a unique constraint. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, ['23505']);
}

/**
 * What a reader that answers from memory kept current by the database's notifications throws
 * while it cannot hear them: its answer may be stale, so the request is refused as in an outage
 * (the search index, docs/decisions/112).
 */
export class ChangesUnheardError extends Error {}

/**
 * SQLSTATEs of a server that cannot take the query now: class 08 (the connection failed),
 * 57P01–57P03 (shutting down, crashed, still starting: a restart or `pg_terminate_backend`),
 * 53300 (too many clients).
 */
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
/** What the network says when the server is not there. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres reports a dropped or never-made connection in words only, without a code. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Client was closed and is not queryable)/;

/**
 * The driver's error when a query failed because the database could not be reached or dropped
 * the connection (a restart, a failover, a full server), not because of the query; else null.
 * Such a request can be tried again in a moment, and the pool connects afresh by itself. Drizzle
 * may wrap the driver's error as the `cause`; Node reports a refused connection to several
 * addresses as an AggregateError.
 */
export function databaseOutage(error: unknown): Error | null {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof ChangesUnheardError) return current;
    const code = (current as { code?: unknown }).code;
    if (
      typeof code === 'string' &&
      (UNAVAILABLE_SQLSTATE.test(code) || UNREACHABLE_CODES.has(code))
    ) {
      return current;
    }
    if (UNAVAILABLE_MESSAGE.test(current.message)) return current;
    if (current instanceof AggregateError && current.errors.some((each) => databaseOutage(each))) {
      return current;
    }
  }
  return null;
}
