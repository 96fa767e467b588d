import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client.js';
import { AppError } from '../../errors.js';
import {
  type PaymentProvider,
  PaymentProviderError,
} from '../../providers/payments/payment-provider.js';

/** What every checkout operation runs with. */
export type CheckoutDeps = {
  db: Executor;
  payments: PaymentProvider;
  clock: () => Date;
  log: FastifyBaseLogger;
};

/** A provider call whose failure (network, outage, refusal) is answered 502 with `message`. */
export async function providerCall<T>(
  log: FastifyBaseLogger,
  message: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    log.error({ err: error }, 'payment provider call failed');
    throw new AppError('PAYMENT_PROVIDER_FAILED', message, { cause: error });
  }
}
