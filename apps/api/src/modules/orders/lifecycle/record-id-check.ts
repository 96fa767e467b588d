import { DEFAULT_TIMEZONE } from '@marketplace/core/constants/limits';
import { ID_CHECK_REQUIRED } from '@marketplace/core/constants/messages';
import { type IdType, judgeIdCheck } from '@marketplace/core/orders/id-check';
import { localDateTime } from '@marketplace/core/windows/local-date-time';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import { type StoreSummary, storeSummaries } from '../../catalog/store-records.js';
import type { OrderRecord } from '../order-records.js';

/**
 * The ID check of a 21+ order's hand-over (docs/decisions/096), at the door (the driver's ID
 * check step) or at the counter (an admin completing a pickup): judged against the store's
 * calendar day, and only its outcome kept on the order, never the date of birth. What follows a
 * failure is the caller's: a delivery goes back to the store, a pickup is not handed over.
 */
export async function recordIdCheck(
  tx: Executor,
  input: {
    clock: () => Date;
    order: OrderRecord;
    idCheck: { dateOfBirth: string; idType: IdType } | undefined;
  },
): Promise<{ passed: boolean; store: StoreSummary | null }> {
  const { order, idCheck } = input;
  if (!idCheck) throw new AppError('VALIDATION_FAILED', ID_CHECK_REQUIRED);
  const store = (await storeSummaries(tx, [order.storeId])).get(order.storeId) ?? null;
  const now = input.clock();
  const today = localDateTime(now.getTime(), store?.timezone ?? DEFAULT_TIMEZONE).date;
  const judged = judgeIdCheck({ ...idCheck, today });
  if (!judged.ok) throw new AppError('VALIDATION_FAILED', judged.reason);
  await tx
    .update(orders)
    .set({ idCheckPassed: judged.passed, idCheckType: idCheck.idType, idCheckedAt: now })
    .where(eq(orders.id, order.id));
  return { passed: judged.passed, store };
}
