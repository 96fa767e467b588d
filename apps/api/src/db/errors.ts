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
