import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'arroyo';
const ONBOARDING_TTL = '30m';

/** What a verified bearer token proves. */
export type TokenClaims =
  | {
      purpose: 'session';
      userId: string;
      /** The login's row (users' `sessions`): the token counts only while it does. */
      sessionId: string;
      /** When the token expires, ms since the epoch. */
      expiresAt: number;
    }
  | { purpose: 'onboarding'; phone: string };

/**
 * Tokens verified lately, what they prove and until when: every request of a session carries the
 * same token, and checking its signature again is a WebCrypto call, a twentieth of the API's CPU
 * under a checkout rush. Keyed by the whole token, signature included, so only a token that
 * verified is answered from here, and only until it expires. The least recently used go first.
 */
const VERIFIED_KEPT = 10_000;

/** Signs and checks the two kinds of bearer token with one HS256 secret. */
export type Tokens = ReturnType<typeof createTokens>;

export function createTokens(secret: string) {
  // Imported once: given the raw bytes, jose imports the key again on every call, a third of
  // what verifying a token costs.
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );

  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  const remember = (token: string, claims: TokenClaims, exp: number | undefined) => {
    if (exp === undefined) return;
    verified.set(token, { claims, expiresAt: exp * 1000 });
    if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
  };

  return {
    /**
     * A login: `sub` is the user id and `sid` its session row, which expires with the token; role
     * and everything else are read from the database (auth/sign-in.ts starts the session).
     */
    async signSession(session: {
      userId: string;
      sessionId: string;
      expiresAt: Date;
    }): Promise<string> {
      return new SignJWT({ purpose: 'session', sid: session.sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(session.userId)
        .setIssuedAt()
        .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
        .sign(await key);
    },

    /** Proof that this phone passed its OTP, good only for creating its account. */
    async signOnboarding(phone: string): Promise<string> {
      return new SignJWT({ purpose: 'onboarding', phone })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ONBOARDING_TTL)
        .sign(await key);
    },

    /** The claims of a valid token, or null for a forged, expired or malformed one. */
    async verify(token: string): Promise<TokenClaims | null> {
      const kept = verified.get(token);
      if (kept) {
        verified.delete(token);
        if (kept.expiresAt > Date.now()) {
          verified.set(token, kept);
          return kept.claims;
        }
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        let claims: TokenClaims | null = null;
        // A session token from before sessions had rows (no `sid`) counts no more: log in again.
        if (
          payload.purpose === 'session' &&
          typeof payload.sub === 'string' &&
          typeof payload.sid === 'string' &&
          typeof payload.exp === 'number'
        ) {
          claims = {
            purpose: 'session',
            userId: payload.sub,
            sessionId: payload.sid,
            expiresAt: payload.exp * 1000,
          };
        } else if (payload.purpose === 'onboarding' && typeof payload.phone === 'string') {
          claims = { purpose: 'onboarding', phone: payload.phone };
        }
        if (claims) remember(token, claims, payload.exp);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
