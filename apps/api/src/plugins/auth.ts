import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  type Actor,
  AUTHENTICATION_REQUIRED,
  FORBIDDEN_ROLE,
  type RouteAccess,
} from '../access.js';
import type { Database } from '../db/client.js';
import { AppError } from '../errors.js';
import type { Tokens } from '../modules/auth/tokens.js';
import { findSessionUser } from '../modules/users/sessions.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The logged-in user, on routes that need one; null on public routes. */
    user: Actor | null;
    /** The phone a new user proved with its OTP, on 'onboarding' routes. */
    onboardingPhone: string | null;
    /** When the logged-in user's token expires (ms since the epoch): a live stream ends then. */
    sessionExpiresAt: number | null;
    /** The login the request came with (users' `sessions`): logout ends it. */
    sessionId: string | null;
  }
  interface FastifyInstance {
    tokens: Tokens;
  }
}

/**
 * Headers older clients send to say who they act as. They are checked against the token's user
 * and never widen access: a mismatch is refused.
 */
const COMPATIBILITY_HEADERS = {
  'x-admin-id': { field: 'adminId', label: 'X-admin-ID' },
  'x-user-id': { field: 'id', label: 'X-user-ID' },
  'x-dataentry-id': { field: 'dataentryId', label: 'X-dataentry-ID' },
  'x-seller-id': { field: 'sellerId', label: 'X-seller-ID' },
  'x-driver-id': { field: 'driverId', label: 'X-driver-ID' },
} as const satisfies Record<string, { field: keyof Actor; label: string }>;

const unauthenticated = () => new AppError('UNAUTHENTICATED', AUTHENTICATION_REQUIRED);

export type AuthOptions = { db: Database; tokens: Tokens; clock: () => Date };

/**
 * Bearer token → request.user, and every route's declared access enforced before its handler.
 * The session and its user are read from the database on every request, never kept between
 * requests: a role taken away or a session ended (logout, an admin's revoke) on any instance
 * holds from the next request everywhere, at the price of one indexed read per authenticated
 * request (docs/decisions/002, 121).
 */
export const authPlugin = fp<AuthOptions>(
  async (app, { db, tokens, clock }) => {
    app.decorate('tokens', tokens);
    app.decorateRequest('user', null);
    app.decorateRequest('onboardingPhone', null);
    app.decorateRequest('sessionExpiresAt', null);
    app.decorateRequest('sessionId', null);

    // onRequest: who the caller is is settled before the body is read or validated.
    app.addHook('onRequest', async (request) => {
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === undefined) {
        request.log.warn('route declares no config.access, so it denies every request');
        throw new AppError('FORBIDDEN', 'This route is not open to anyone.');
      }
      if (access === 'public') return;

      const claims = await tokens.verify(bearerToken(request) ?? '');
      if (access === 'onboarding') {
        if (claims?.purpose !== 'onboarding') throw unauthenticated();
        request.onboardingPhone = claims.phone;
        return;
      }
      if (claims?.purpose !== 'session') throw unauthenticated();
      const user = await findSessionUser(db, {
        sessionId: claims.sessionId,
        userId: claims.userId,
        now: clock(),
      });
      if (!user) throw unauthenticated();
      checkCompatibilityHeaders(request, user);
      if (access !== 'authenticated' && !access.includes(user.role)) {
        throw new AppError('FORBIDDEN', FORBIDDEN_ROLE);
      }
      request.user = user;
      request.sessionExpiresAt = claims.expiresAt;
      request.sessionId = claims.sessionId;
    });
  },
  { name: 'auth' },
);

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1] ?? null;
}

function checkCompatibilityHeaders(request: FastifyRequest, user: Actor): void {
  for (const [header, { field, label }] of Object.entries(COMPATIBILITY_HEADERS)) {
    const claimed = request.headers[header];
    if (claimed !== undefined && claimed !== user[field]) {
      throw new AppError('FORBIDDEN', `The ${label} header does not match your account.`);
    }
  }
}
