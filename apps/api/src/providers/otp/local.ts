import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { otpChallenges } from '../../db/schema.js';
import type { OtpCheck, OtpProvider } from './otp-provider.js';

const CODE_TTL_MS = 10 * 60 * 1000;
const MAX_WRONG_TRIES = 5;

export type LocalOtpOptions = {
  db: Database;
  /** Keys the code hashes, so a leaked table does not give the codes away. */
  secret: string;
  /** OTP_DEV_CODE: when set, every phone is sent this code instead of a random one. */
  devCode: string | undefined;
  /** Where the code is "delivered": the server log. */
  logger: { info(details: object, message: string): void };
  clock: () => Date;
};

/**
 * Codes without an SMS service: generated here, kept only as an HMAC, valid 10 minutes, used
 * once, dead after 5 wrong tries, and printed to the server log for the person testing.
 */
export function createLocalOtpProvider(options: LocalOtpOptions): OtpProvider {
  const { db, secret, devCode, logger, clock } = options;
  const hash = (phone: string, code: string) =>
    createHmac('sha256', secret).update(`${phone}:${code}`).digest();

  return {
    name: 'local',

    async send(phone) {
      const code = devCode ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
      const now = clock();
      await db.transaction(async (tx) => {
        // Only the newest code works: sending again retires the ones before it.
        await tx
          .update(otpChallenges)
          .set({ consumedAt: now })
          .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)));
        await tx.insert(otpChallenges).values({
          phone,
          codeHash: hash(phone, code).toString('hex'),
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
          createdAt: now,
        });
      });
      logger.info(
        { otp: { phone, code } },
        `ONE-TIME CODE for ${phone}: ${code} (local OTP provider, valid 10 minutes)`,
      );
    },

    async verify(phone, code) {
      return db.transaction(async (tx): Promise<OtpCheck> => {
        // Locked, so two guesses at once cannot both slip under the try limit.
        const [challenge] = await tx
          .select()
          .from(otpChallenges)
          .where(and(eq(otpChallenges.phone, phone), isNull(otpChallenges.consumedAt)))
          .orderBy(desc(otpChallenges.createdAt))
          .limit(1)
          .for('update');
        const now = clock();
        if (!challenge || challenge.expiresAt <= now) return 'expired';
        if (challenge.attempts >= MAX_WRONG_TRIES) return 'locked';

        if (timingSafeEqual(hash(phone, code), Buffer.from(challenge.codeHash, 'hex'))) {
          await tx
            .update(otpChallenges)
            .set({ consumedAt: now })
            .where(eq(otpChallenges.id, challenge.id));
          return 'approved';
        }
        const attempts = challenge.attempts + 1;
        await tx.update(otpChallenges).set({ attempts }).where(eq(otpChallenges.id, challenge.id));
        return attempts >= MAX_WRONG_TRIES ? 'locked' : 'invalid';
      });
    },
  };
}
