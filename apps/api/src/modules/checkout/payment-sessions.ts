import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { preparedFor } from '../../db/prepared.js';
import { paymentSessions } from '../../db/schema.js';
import { checkoutLineItems } from './line-items.js';
import type { PricedOrder } from './price-order.js';

/** The table's rows, with the order priced at checkout. */
export type PaymentSessionRecord = typeof paymentSessions.$inferSelect;

/** Every payment and confirmation reads its session first, so prepared. */
const sessionByProviderId = preparedFor((db) =>
  db
    .select()
    .from(paymentSessions)
    .where(eq(paymentSessions.providerSessionId, sql.placeholder('providerSessionId')))
    .prepare('payment_session_by_provider_id'),
);

/** The session the browser and the provider name by the provider's id. */
export async function findPaymentSession(
  db: Executor,
  providerSessionId: string,
): Promise<PaymentSessionRecord | null> {
  const [session] = await sessionByProviderId(db).execute({ providerSessionId });
  return session ?? null;
}

export function pricedOrderOf(session: PaymentSessionRecord): PricedOrder {
  const priced = session.pricedOrder as unknown as PricedOrder;
  if (priced.version !== 1) throw new Error(`Unknown priced order version in ${session.id}`);
  return priced;
}

/** For the sandbox's hosted page: the session, its priced order and the page's lines. */
export async function describeCheckoutSession(db: Executor, providerSessionId: string) {
  const session = await findPaymentSession(db, providerSessionId);
  if (!session) return null;
  const priced = pricedOrderOf(session);
  return { session, priced, ...checkoutLineItems(priced) };
}

/**
 * The provider's id of a paid session, for a refund (orders' cancellation); null when the
 * session is unknown or was never paid.
 */
export async function paidProviderSessionId(
  db: Executor,
  paymentSessionId: string,
): Promise<string | null> {
  const [session] = await db
    .select({ providerSessionId: paymentSessions.providerSessionId })
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, paymentSessionId), isNotNull(paymentSessions.paidAt)));
  return session?.providerSessionId ?? null;
}
