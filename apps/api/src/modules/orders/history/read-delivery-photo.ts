import { NO_DELIVERY_PHOTO } from '@marketplace/core/constants/messages';
import { eq } from 'drizzle-orm';
import { type Actor, requireAccess } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { isUuid } from '../../../db/ids.js';
import { orders } from '../../../db/schema.js';
import { AppError } from '../../../errors.js';
import type { FileStorage, StoredFile } from '../../../providers/file-storage/file-storage.js';

/** Where an order's hand-over photo is shown from: never the stored file's own address. */
export const deliveryPhotoPath = (orderId: string) => `/api/order/${orderId}/delivery-photo`;

/**
 * GET /api/order/{id}/delivery-photo: the photo of a buyer's door is theirs, the driver's who
 * carries the order and the admins' (docs/decisions/122). Read through the API from whichever
 * storage holds it, never from a public address.
 */
export async function readDeliveryPhoto(
  deps: { db: Executor; files: FileStorage },
  input: { actor: Actor | null; orderId: string },
): Promise<StoredFile> {
  const { db } = deps;
  await requireAccess({
    db,
    actor: input.actor,
    permission: 'order.deliveryPhoto',
    ids: [input.orderId],
  });
  if (!isUuid(input.orderId)) throw new AppError('NOT_FOUND', NO_DELIVERY_PHOTO);
  const [order] = await db
    .select({ photo: orders.deliveryPhotoUrl })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  const key = order?.photo ? deps.files.keyOf(order.photo) : null;
  const file = key ? await deps.files.read(key) : null;
  if (!file) throw new AppError('NOT_FOUND', NO_DELIVERY_PHOTO);
  return file;
}
