import { errors, jwtVerify, SignJWT } from 'jose';

const ISSUER = 'arroyo';
const SESSION_TTL = '7d';
const ONBOARDING_TTL = '30m';

/** What a verified bearer token proves. */
export type TokenClaims =
  | { purpose: 'session'; userId: string }
  | { purpose: 'onboarding'; phone: string };

/** Signs and checks the two kinds of bearer token with one HS256 secret. */
export type Tokens = ReturnType<typeof createTokens>;

export function createTokens(secret: string) {
  const key = new TextEncoder().encode(secret);

  return {
    /** A login: `sub` is the user id; role and everything else are read from the database. */
    signSession(userId: string): Promise<string> {
      return new SignJWT({ purpose: 'session' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(SESSION_TTL)
        .sign(key);
    },

    /** Proof that this phone passed its OTP, good only for creating its account. */
    signOnboarding(phone: string): Promise<string> {
      return new SignJWT({ purpose: 'onboarding', phone })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(ISSUER)
        .setIssuedAt()
        .setExpirationTime(ONBOARDING_TTL)
        .sign(key);
    },

    /** The claims of a valid token, or null for a forged, expired or malformed one. */
    async verify(token: string): Promise<TokenClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, {
          issuer: ISSUER,
          algorithms: ['HS256'],
        });
        if (payload.purpose === 'session' && typeof payload.sub === 'string') {
          return { purpose: 'session', userId: payload.sub };
        }
        if (payload.purpose === 'onboarding' && typeof payload.phone === 'string') {
          return { purpose: 'onboarding', phone: payload.phone };
        }
        return null;
      } catch (error) {
        if (error instanceof errors.JOSEError) return null;
        throw error;
      }
    },
  };
}
