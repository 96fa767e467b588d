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
import { findUserById } from '../modules/users/service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    /** The logged-in user, on routes that need one; null on public routes. */
    user: Actor | null;
    /** The phone a new user proved with its OTP, on 'onboarding' routes. */
    onboardingPhone: string | null;
  }
  interface FastifyInstance {
    tokens: Tokens;
    /** Drops a cached user so a change to them (such as a new role) applies to the next request. */
    forgetUser(userId: string): void;
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

export type AuthOptions = {
  db: Database;
  tokens: Tokens;
  /**
   * How long a loaded user is reused. Short, so a role change made on another instance applies
   * within seconds; this instance forgets the user at once.
   */
  userCacheMs?: number;
};

/** Bearer token → request.user, and every route's declared access enforced before its handler. */
export const authPlugin = fp<AuthOptions>(
  async (app, { db, tokens, userCacheMs = 3000 }) => {
    const users = createUserCache({ ttlMs: userCacheMs, load: (id) => findUserById(db, id) });

    app.decorate('tokens', tokens);
    app.decorate('forgetUser', (userId: string) => users.forget(userId));
    app.decorateRequest('user', null);
    app.decorateRequest('onboardingPhone', null);

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
      const user = await users.get(claims.userId);
      if (!user) throw unauthenticated();
      checkCompatibilityHeaders(request, user);
      if (access !== 'authenticated' && !access.includes(user.role)) {
        throw new AppError('FORBIDDEN', FORBIDDEN_ROLE);
      }
      request.user = user;
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

/** Loaded users by id for a few seconds, so a burst of requests costs one query. */
function createUserCache(options: { ttlMs: number; load: (id: string) => Promise<Actor | null> }) {
  const MAX_ENTRIES = 10_000;
  const entries = new Map<string, { user: Actor | null; expiresAt: number }>();
  return {
    async get(id: string): Promise<Actor | null> {
      const hit = entries.get(id);
      if (hit && hit.expiresAt > Date.now()) return hit.user;
      const user = await options.load(id);
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(id, { user, expiresAt: Date.now() + options.ttlMs });
      return user;
    },
    forget(id: string): void {
      entries.delete(id);
    },
  };
}
