import type { Role } from '@marketplace/core/constants/roles';
import { AppError } from './errors.js';
import type { UserRecord } from './modules/users/service.js';

/**
 * Who may call a route, declared in its `config.access`; a route without one denies everyone.
 * - 'public': anyone, no token read.
 * - 'onboarding': the short-lived token verify-otp hands a new phone.
 * - 'authenticated': any logged-in user.
 * - a list of roles: a logged-in user holding one of them.
 */
export type RouteAccess = 'public' | 'onboarding' | 'authenticated' | readonly Role[];

/** The logged-in user an operation runs for, as loaded from the database for this request. */
export type Actor = UserRecord;

export const AUTHENTICATION_REQUIRED = 'Authentication required.';
export const FORBIDDEN_ROLE = 'You do not have permission to do this.';

/**
 * The check every operation starts with, so a service is safe whichever route calls it.
 * Without roles, any logged-in user passes. Returns the actor, now known to be logged in.
 */
export function requireAccess(options: { actor: Actor | null; roles?: readonly Role[] }): Actor {
  const { actor, roles } = options;
  if (!actor) throw new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);
  if (roles && !roles.includes(actor.role)) {
    throw new AppError('FORBIDDEN', FORBIDDEN_ROLE);
  }
  return actor;
}
