import { randomUUID } from 'node:crypto';
import type { SmsMessage, SmsProvider, SmsReceipt } from './sms-provider.js';

/** Where texts are "delivered": the server log (a pino logger, or Fastify's). */
export type SmsLogger = { info(details: object, message: string): void };

/**
 * Texts without an SMS service, the default with nothing configured: each is written to the
 * server log for the person testing. It never fails, so nothing waits on a retry.
 */
export class LogSmsProvider implements SmsProvider {
  readonly name = 'log';

  constructor(private readonly logger: SmsLogger) {}

  async send({ to, body }: SmsMessage): Promise<SmsReceipt> {
    const providerId = `log-${randomUUID()}`;
    this.logger.info({ sms: { to, providerId } }, `SMS to ${to}: ${body}`);
    return { providerId };
  }
}
