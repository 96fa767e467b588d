import twilio from 'twilio';
import type { Config } from '../../config.js';
import { LogSmsProvider, type SmsLogger } from './local.js';
import type { SmsProvider } from './sms-provider.js';
import { TwilioMessagingSmsProvider } from './twilio-messaging.js';

/**
 * Twilio Messaging when its account and a sender are configured, otherwise texts in the server
 * log. Production may run on the log (texts are an extra; the tables keep what they say), but
 * says so once at start, so nobody believes buyers are being texted.
 */
export function createSmsProvider(options: {
  config: Pick<Config, 'sms' | 'env'>;
  logger: SmsLogger & { warn(message: string): void };
}): SmsProvider {
  const { config, logger } = options;
  if (config.sms.provider === 'twilio') {
    const client = twilio(config.sms.accountSid, config.sms.authToken);
    return new TwilioMessagingSmsProvider(client, config.sms.sender);
  }
  if (config.env === 'production') {
    logger.warn(
      'Texts are written to the server log, not sent: set TWILIO_MESSAGING_SERVICE_SID or TWILIO_FROM (with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN) to send them.',
    );
  }
  return new LogSmsProvider(logger);
}
