const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Every table's ids are UUIDs: anything else cannot name a row, and must not reach a uuid cast
 * (PostgreSQL refuses it with an error, not an empty answer).
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
