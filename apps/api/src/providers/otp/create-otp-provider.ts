import twilio from 'twilio';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { createLocalOtpProvider, type LocalOtpOptions } from './local.js';
import type { OtpProvider } from './otp-provider.js';
import { TwilioVerifyOtpProvider } from './twilio-verify.js';

/** Twilio Verify when its credentials are configured, otherwise local codes in the server log. */
export function createOtpProvider(options: {
  config: Pick<Config, 'otp' | 'tokenSecret'>;
  db: Database;
  logger: LocalOtpOptions['logger'];
  clock: () => Date;
}): OtpProvider {
  const { config, db, logger, clock } = options;
  if (config.otp.provider === 'twilio') {
    const client = twilio(config.otp.accountSid, config.otp.authToken);
    return new TwilioVerifyOtpProvider(client, config.otp.verifyServiceSid);
  }
  return createLocalOtpProvider({
    db,
    secret: config.tokenSecret,
    devCode: config.otp.devCode,
    logger,
    clock,
  });
}
