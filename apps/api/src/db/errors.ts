/**
 * True when PostgreSQL refused a write because of a unique constraint. Both engines report the
 * SQLSTATE on the error; drizzle may wrap it as the `cause`.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
