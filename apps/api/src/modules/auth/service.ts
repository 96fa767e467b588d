import { DEFAULT_TIMEZONE, RESEND_COOLDOWN_SECONDS } from '@marketplace/core/constants/limits';
import { OTP_SEND_FAILED, PHONE_NOT_SERVED } from '@marketplace/core/constants/messages';
import { isServedPhone } from '@marketplace/core/validation/served-phone';
import { validateOnboarding } from '@marketplace/core/validation/validate-onboarding';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import { otpSends } from '../../db/schema.js';
import { AppError, rateLimited } from '../../errors.js';
import { OtpDeliveryError, type OtpProvider } from '../../providers/otp/otp-provider.js';
import { createBuyer, findUserByPhone, phoneTaken } from '../users/service.js';
import { toUserJson, type UserJson } from '../users/user-json.js';
import { signIn } from './sign-in.js';
import type { Tokens } from './tokens.js';

const SENDS_PER_HOUR = 5;
const HOUR_MS = 60 * 60 * 1000;

export type AuthDeps = {
  db: Database;
  otp: OtpProvider;
  tokens: Tokens;
  clock: () => Date;
  /** The most codes sent in an hour, every phone together, and who hears when it is spent. */
  sendBudget: { perHour: number; log: Pick<FastifyBaseLogger, 'error'> };
};

export const OTP_BUDGET_SPENT =
  'We are sending too many login codes right now. Please try again in a few minutes.';

/** When this process last said the budget was spent: once an hour is enough to alert on. */
let budgetSpentSaidAt = 0;

/**
 * SPEC §4 Login, step 1. Known and unknown phones get the same answer, so the endpoint does not
 * tell who has an account. Limits per phone: one code per 60 s, five per hour.
 */
export async function sendOtp(deps: AuthDeps, phone: string): Promise<void> {
  if (!isServedPhone(phone)) throw new AppError('VALIDATION_FAILED', PHONE_NOT_SERVED);
  const sendId = await recordSend(deps, phone);
  try {
    await deps.otp.send(phone);
  } catch (error) {
    // Not delivered, so it should not count against the phone's limits.
    await deps.db.delete(otpSends).where(eq(otpSends.id, sendId));
    if (error instanceof OtpDeliveryError) {
      throw new AppError('OTP_SEND_FAILED', `${OTP_SEND_FAILED}. Please try again.`, {
        cause: error,
      });
    }
    throw error;
  }
}

/** Counts and records a send in one transaction, serialized per phone, so every instance agrees. */
async function recordSend(deps: AuthDeps, phone: string): Promise<string> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`otp-send:${phone}`}))`);
    const recent = await tx
      .select({ createdAt: otpSends.createdAt })
      .from(otpSends)
      .where(
        and(eq(otpSends.phone, phone), gt(otpSends.createdAt, new Date(now.getTime() - HOUR_MS))),
      )
      .orderBy(asc(otpSends.createdAt));
    const last = recent.at(-1);
    const cooldownEnds = last ? last.createdAt.getTime() + RESEND_COOLDOWN_SECONDS * 1000 : 0;
    if (cooldownEnds > now.getTime()) {
      throw rateLimited((cooldownEnds - now.getTime()) / 1000, 'code requests');
    }
    if (recent.length >= SENDS_PER_HOUR) {
      const freed = recent[0]!.createdAt.getTime() + HOUR_MS;
      throw rateLimited((freed - now.getTime()) / 1000, 'code requests for this phone');
    }
    const sentThisHour = await tx.$count(
      otpSends,
      gt(otpSends.createdAt, new Date(now.getTime() - HOUR_MS)),
    );
    if (sentThisHour >= deps.sendBudget.perHour) {
      if (now.getTime() - budgetSpentSaidAt >= HOUR_MS) {
        budgetSpentSaidAt = now.getTime();
        deps.sendBudget.log.error(
          `Login codes: ${sentThisHour} sent in the last hour, the budget of OTP_SENDS_PER_HOUR=${deps.sendBudget.perHour}; sends are refused until it frees up. Look for SMS pumping.`,
        );
      }
      throw new AppError('RATE_LIMITED', OTP_BUDGET_SPENT, { headers: { 'retry-after': '300' } });
    }
    const [send] = await tx
      .insert(otpSends)
      .values({ phone, createdAt: now })
      .returning({ id: otpSends.id });
    return send!.id;
  });
}

export type VerifyResult =
  | { token: string; user: UserJson }
  | { isNewUser: true; tempToken: string };

/** SPEC §4 Login, step 2: a known phone is logged in; a new one gets a token to onboard with. */
export async function verifyOtp(
  deps: AuthDeps,
  input: { phone: string; code: string },
): Promise<VerifyResult> {
  const check = await deps.otp.verify(input.phone, input.code);
  if (check === 'locked') {
    throw new AppError('OTP_LOCKED', 'Too many incorrect codes. Please request a new code.');
  }
  if (check !== 'approved') throw new AppError('INVALID_CODE', 'Invalid or expired code.');

  const user = await findUserByPhone(deps.db, input.phone);
  if (!user) return { isNewUser: true, tempToken: await deps.tokens.signOnboarding(input.phone) };
  return { token: await signIn(deps, user.id), user: toUserJson(user) };
}

export type OnboardingPayload = {
  phone: string;
  email: string;
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  genderOther?: string | undefined;
};

/** SPEC §4 Login, step 3: the verified phone becomes a buyer account. */
export async function onboardUser(
  deps: AuthDeps,
  input: { verifiedPhone: string; payload: OnboardingPayload },
): Promise<{ token: string; user: UserJson }> {
  const { verifiedPhone, payload } = input;
  if (payload.phone !== verifiedPhone) {
    throw new AppError('FORBIDDEN', 'This is not the phone number that was verified.');
  }
  // Age is judged on the calendar of the marketplace's home, not the server's zone.
  const today = localDateTime(deps.clock().getTime(), DEFAULT_TIMEZONE).date;
  const result = validateOnboarding(payload, today);
  if (!result.ok) {
    throw new AppError('VALIDATION_FAILED', Object.values(result.errors)[0]!);
  }
  if (await findUserByPhone(deps.db, verifiedPhone)) throw phoneTaken();
  const user = await createBuyer(deps.db, { ...result.value, phone: verifiedPhone });
  return { token: await signIn(deps, user.id), user: toUserJson(user) };
}
