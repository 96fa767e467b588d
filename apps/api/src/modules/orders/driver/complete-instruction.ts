import type { CompleteInstructionAnswer } from '@marketplace/contract/driver';
import {
  DELIVERY_PHOTO_NOT_UPLOADED,
  ID_CHECK_ONLY_AT_CHECK,
  ID_CHECK_UNDER_AGE,
  INSTRUCTION_NOT_FOUND,
  PHOTO_AT_HANDOVER,
} from '@marketplace/core/constants/messages';
import { judgeStepCompletion } from '@marketplace/core/orders/driver-steps';
import type { IdType } from '@marketplace/core/orders/id-check';
import { and, asc, eq } from 'drizzle-orm';
import type { Actor } from '../../../access.js';
import type { Database, Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { driverInstructions, orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { FileStorage } from '../../../providers/file-storage/file-storage.js';
import type { Routing } from '../../../providers/routing/routing.js';
import { checkImageUrls } from '../../uploads/check-images.js';
import { recordIdCheck } from '../lifecycle/record-id-check.js';
import { transitionOrder } from '../lifecycle/transition-order.js';
import { toDriverInstructionJson } from '../order-json.js';
import { orderEta } from '../runs/order-eta.js';
import { requireDriverAccess } from './driver-access.js';
import { turnHandOverIntoReturn } from './driver-instructions.js';

/**
 * PATCH /api/drivers/{driverId}/orders/{orderId}/instructions/{instructionId} (the driver, or an
 * admin for them): marks a step done, with the bag labels on the bag step (docs/decisions/095).
 * The order's steps are locked in sequence first, so completions of one order queue: a step
 * before its turn is refused (409), a done step is answered as it was (a replay records
 * nothing), and picking up, handing over and returning move the order in the same transaction.
 * The ID check (096) keeps its outcome on the order; under 21 turns the order back to the store.
 */
export async function completeInstruction(
  deps: { db: Database; clock: () => Date; files: FileStorage; routing: Routing },
  input: {
    actor: Actor | null;
    driverId: string;
    orderId: string;
    instructionId: string;
    bagIds?: string[];
    photoUrl?: string;
    idCheck?: { dateOfBirth: string; idType: IdType };
  },
): Promise<CompleteInstructionAnswer> {
  const { db } = deps;
  const { driverId, orderId, instructionId } = input;
  const actor = await requireDriverAccess(db, input.actor, driverId);
  if (![driverId, orderId, instructionId].every(isUuid)) {
    throw new AppError('NOT_FOUND', INSTRUCTION_NOT_FOUND);
  }
  // Asked before the transaction (a routing engine's answer never holds the steps' locks): the
  // pick-up's text tells the buyer when to expect the driver.
  const arrivesAround = (await isPickUpStep(db, instructionId))
    ? await etaAtPickUp(deps, orderId)
    : null;
  const done = await db.transaction(async (tx) => {
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
    if (judgement.repeated) return { step, idCheck: await idCheckAnswer(tx, step) };
    if (input.idCheck && step.kind !== 'id_check') {
      throw new AppError('VALIDATION_FAILED', ID_CHECK_ONLY_AT_CHECK);
    }
    if (step.kind === 'id_check') {
      await checkIdAtTheDoor(tx, { ...deps, actor, orderId, idCheck: input.idCheck });
    }
    if (input.photoUrl !== undefined) {
      if (judgement.action !== 'deliver')
        throw new AppError('VALIDATION_FAILED', PHOTO_AT_HANDOVER);
      await checkDeliveryPhoto(deps.files, input.photoUrl, actor);
      await tx
        .update(orders)
        .set({ deliveryPhotoUrl: input.photoUrl })
        .where(eq(orders.id, orderId));
    }
    if (judgement.action) {
      await transitionOrder(tx, { orderId, action: judgement.action, actor, arrivesAround });
    }
    const [done] = await tx
      .update(driverInstructions)
      .set({
        status: 'complete',
        completedAt: deps.clock(),
        ...(input.bagIds ? { bagIds: [...new Set(input.bagIds)] } : {}),
      })
      .where(eq(driverInstructions.id, instructionId))
      .returning();
    return { step: done!, idCheck: await idCheckAnswer(tx, done!) };
  });
  return {
    status: 'complete',
    instruction: toDriverInstructionJson(done.step),
    ...(done.idCheck ? { idCheck: done.idCheck } : {}),
  };
}

/**
 * The ID check step: under 21 the order is refused (the lifecycle's `refuse`, with the reason on
 * its timeline) and its hand-over becomes the return to the store.
 */
async function checkIdAtTheDoor(
  tx: Executor,
  input: {
    clock: () => Date;
    actor: Actor;
    orderId: string;
    idCheck?: { dateOfBirth: string; idType: IdType };
  },
): Promise<void> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, input.orderId));
  const { passed, store } = await recordIdCheck(tx, {
    clock: input.clock,
    order: order!,
    idCheck: input.idCheck,
  });
  if (!passed) {
    const { order: refused } = await transitionOrder(tx, {
      orderId: input.orderId,
      action: 'refuse',
      actor: input.actor,
      reason: ID_CHECK_UNDER_AGE,
    });
    await turnHandOverIntoReturn(tx, { order: refused, store });
  }
}

/** The ID check step's outcome as the order keeps it, for the first answer and replays alike. */
async function idCheckAnswer(
  tx: Executor,
  step: { kind: string; orderId: string },
): Promise<{ passed: boolean } | null> {
  if (step.kind !== 'id_check') return null;
  const [order] = await tx
    .select({ passed: orders.idCheckPassed })
    .from(orders)
    .where(eq(orders.id, step.orderId));
  return { passed: order?.passed === true };
}

/** The photo must be the caller's own upload in the delivery folder, and an image. */
async function checkDeliveryPhoto(files: FileStorage, url: string, actor: Actor): Promise<void> {
  if (!files.keyOf(url)?.startsWith('delivery/')) {
    throw new AppError('VALIDATION_FAILED', DELIVERY_PHOTO_NOT_UPLOADED);
  }
  // Proof is the photo the one completing the step took, not another driver's.
  await checkImageUrls(files, [url], { uploadedBy: actor.id });
}

async function isPickUpStep(db: Executor, instructionId: string): Promise<boolean> {
  const [step] = await db
    .select({ kind: driverInstructions.kind })
    .from(driverInstructions)
    .where(eq(driverInstructions.id, instructionId));
  return step?.kind === 'pick_up';
}

/** The order's ETA as its driver leaves the store; null when dispatch cannot tell. */
async function etaAtPickUp(
  deps: { db: Executor; clock: () => Date; routing: Routing },
  orderId: string,
): Promise<Date | null> {
  const { arrivesAt } = await orderEta(deps, orderId);
  return arrivesAt ? new Date(arrivesAt) : null;
}
