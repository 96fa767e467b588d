import { checkoutFactories, movingClock } from './checkout-factories.js';
import { createTestApp } from './create-test-app.js';
import { FakeStripe } from './fake-stripe.js';

/**
 * The harness of a test file that pays: a clock the test moves, the app on the sandbox provider,
 * checkout's factories with Pasadena's 91104 served, and a second app on Stripe (FakeStripe)
 * sharing the database.
 */
export async function paymentTestApps() {
  const time = movingClock();
  const ctx = await createTestApp({ clock: time.clock });
  const f = checkoutFactories(ctx, time.clock);
  await f.serveZipcode('91104');
  const stripe = new FakeStripe({ clock: time.clock });
  const stripeApp = await ctx.buildApp({
    clock: time.clock,
    paymentProvider: stripe.provider(time.clock),
  });
  return { time, ctx, f, stripe, stripeApp };
}
