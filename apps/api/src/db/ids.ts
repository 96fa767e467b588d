const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every table's ids are UUIDs: anything else cannot name a row, and must not reach a uuid cast
 * (PostgreSQL refuses it with an error, not an empty answer).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}

/**
 * Ids as one `uuid[]` parameter (a PostgreSQL array literal) on both engines; drizzle would
 * spread a JavaScript array into a list of parameters. Only for ids known to be UUIDs.
 */
export function uuidArray(ids: readonly string[]): string {
  return `{${ids.join(',')}}`;
}
