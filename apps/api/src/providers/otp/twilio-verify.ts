import type { OtpCheck, OtpProvider } from './otp-provider.js';
import { OtpDeliveryError } from './otp-provider.js';

/** The part of the official `twilio` client this adapter uses (Verify v2). */
export type TwilioVerifyClient = {
  verify: {
    v2: {
      services(serviceSid: string): {
        verifications: {
          create(params: { to: string; channel: 'sms' }): Promise<{ status: string }>;
        };
        verificationChecks: {
          create(params: { to: string; code: string }): Promise<{ status: string }>;
        };
      };
    };
  };
};

/** Twilio error codes that answer a check rather than signal an outage. */
const VERIFICATION_NOT_FOUND = 20404;
const MAX_CHECK_ATTEMPTS = 60202;

/**
 * Twilio Verify: Twilio generates, sends, expires and locks the codes; we only relay. A check
 * after the code expired, was used or never sent comes back as 404 (20404).
 */
export class TwilioVerifyOtpProvider implements OtpProvider {
  readonly name = 'twilio-verify';

  constructor(
    private readonly client: TwilioVerifyClient,
    private readonly serviceSid: string,
  ) {}

  async send(phone: string): Promise<void> {
    try {
      await this.service().verifications.create({ to: phone, channel: 'sms' });
    } catch (error) {
      throw new OtpDeliveryError(`Twilio Verify refused to send: ${describe(error)}`, {
        cause: error,
      });
    }
  }

  async verify(phone: string, code: string): Promise<OtpCheck> {
    try {
      const check = await this.service().verificationChecks.create({ to: phone, code });
      return checkStatus(check.status);
    } catch (error) {
      const twilioCode = (error as { code?: unknown }).code;
      if (twilioCode === VERIFICATION_NOT_FOUND) return 'expired';
      if (twilioCode === MAX_CHECK_ATTEMPTS) return 'locked';
      throw error;
    }
  }

  private service() {
    return this.client.verify.v2.services(this.serviceSid);
  }
}

function checkStatus(status: string): OtpCheck {
  switch (status) {
    case 'approved':
      return 'approved';
    case 'max_attempts_reached':
      return 'locked';
    case 'expired':
    case 'canceled':
    case 'deleted':
      return 'expired';
    default:
      // 'pending' after a check means the code was wrong; 'failed' is no better.
      return 'invalid';
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
