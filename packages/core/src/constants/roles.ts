/** SPEC §6: the five roles a user can hold. */
export const ROLES = ['buyer', 'seller', 'driver', 'admin', 'dataentry'] as const;

export type Role = (typeof ROLES)[number];

/** Narrows anything read from storage or a token to a known role. */
export function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}
