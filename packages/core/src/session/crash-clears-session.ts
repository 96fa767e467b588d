/**
 * SPEC §8 global crash screen: when the error text mentions user, token, undefined or null, the
 * saved session is the likely culprit, so the saved user and token are removed.
 */
export function crashClearsSession(errorText: string): boolean {
  return /user|token|undefined|null/i.test(errorText);
}
