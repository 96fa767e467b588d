import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from './payment-provider.js';
import { SandboxPaymentProvider } from './sandbox.js';
import { createStripeClient, StripePaymentProvider } from './stripe.js';

/** Stripe Checkout when STRIPE_SECRET_KEY is set, otherwise the local sandbox checkout page. */
export function createPaymentProvider(options: {
  config: Pick<Config, 'payments'>;
  db: Database;
  clock: () => Date;
}): PaymentProvider {
  const { config, db, clock } = options;
  if (config.payments.provider === 'stripe') {
    return new StripePaymentProvider(createStripeClient(config.payments.secretKey), {
      webhookSecret: config.payments.webhookSecret,
      clock,
    });
  }
  return new SandboxPaymentProvider({ db, clock });
}
