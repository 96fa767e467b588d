import { RESEND_COOLDOWN_SECONDS } from '../constants/limits.js';

/**
 * SPEC §4: Resend OTP is disabled for 60 seconds after each send, with a countdown. The whole
 * seconds left (what the countdown shows), 0 once a resend is allowed. Times are epoch ms.
 */
export function resendSecondsLeft(options: { sentAt: number | null; now: number }): number {
  if (options.sentAt === null) return 0;
  const elapsed = options.now - options.sentAt;
  return Math.max(0, Math.ceil(RESEND_COOLDOWN_SECONDS - elapsed / 1000));
}
