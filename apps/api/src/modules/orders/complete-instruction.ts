import type { CompleteInstructionAnswer } from '@marketplace/contract/driver';
import {
  DELIVERY_PHOTO_NOT_UPLOADED,
  INSTRUCTION_NOT_FOUND,
  PHOTO_AT_HANDOVER,
} from '@marketplace/core/constants/messages';
import { judgeStepCompletion } from '@marketplace/core/orders/driver-steps';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../access.js';
import type { Database } from '../../db/client.js';
import { isUuid } from '../../db/ids.js';
import { driverInstructions, orders } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../providers/file-storage/file-storage.js';
import { checkImageUrls } from '../uploads/check-images.js';
import { requireDriverAccess } from './driver-access.js';
import { toDriverInstructionJson } from './order-json.js';
import { transitionOrder } from './transition-order.js';

/**
 * PATCH /api/drivers/{driverId}/orders/{orderId}/instructions/{instructionId} (the driver, or an
 * admin for them): marks a step done, with the bag labels on the bag step (docs/decisions/095).
 * The order's steps are locked in sequence first, so completions of one order queue: a step
 * before its turn is refused (409), a done step is answered as it was (a replay records
 * nothing), and the first and last steps move the order (picked up, delivered) in the same
 * transaction.
 */
export async function completeInstruction(
  deps: { db: Database; clock: () => Date; files: FileStorage },
  input: {
    actor: Actor | null;
    driverId: string;
    orderId: string;
    instructionId: string;
    bagIds?: string[];
    photoUrl?: string;
  },
): Promise<CompleteInstructionAnswer> {
  const { db } = deps;
  const { driverId, orderId, instructionId } = input;
  const actor = await requireDriverAccess(db, input.actor, driverId);
  if (![driverId, orderId, instructionId].every(isUuid)) {
    throw new AppError('NOT_FOUND', INSTRUCTION_NOT_FOUND);
  }
  const instruction = await db.transaction(async (tx) => {
    const steps = await tx
      .select()
      .from(driverInstructions)
      .where(
        and(eq(driverInstructions.orderId, orderId), eq(driverInstructions.driverId, driverId)),
      )
      .orderBy(asc(driverInstructions.position))
      .for('update');
    const step = steps.find((each) => each.id === instructionId);
    if (!step) throw new AppError('NOT_FOUND', INSTRUCTION_NOT_FOUND);
    const judgement = judgeStepCompletion(steps, instructionId);
    if (!judgement.ok) throw new AppError('CONFLICT', judgement.reason);
    if (judgement.repeated) return step;
    if (input.photoUrl !== undefined) {
      if (judgement.action !== 'deliver')
        throw new AppError('VALIDATION_FAILED', PHOTO_AT_HANDOVER);
      await checkDeliveryPhoto(deps.files, input.photoUrl);
      await tx
        .update(orders)
        .set({ deliveryPhotoUrl: input.photoUrl })
        .where(eq(orders.id, orderId));
    }
    if (judgement.action) await transitionOrder(tx, { orderId, action: judgement.action, actor });
    const [done] = await tx
      .update(driverInstructions)
      .set({
        status: 'complete',
        completedAt: deps.clock(),
        ...(input.bagIds ? { bagIds: [...new Set(input.bagIds)] } : {}),
      })
      .where(eq(driverInstructions.id, instructionId))
      .returning();
    return done!;
  });
  return { status: 'complete', instruction: toDriverInstructionJson(instruction) };
}

/** The photo must be one of this storage's uploads in the delivery folder, and an image. */
async function checkDeliveryPhoto(files: FileStorage, url: string): Promise<void> {
  if (!files.keyOf(url)?.startsWith('delivery/')) {
    throw new AppError('VALIDATION_FAILED', DELIVERY_PHOTO_NOT_UPLOADED);
  }
  await checkImageUrls(files, [url]);
}
