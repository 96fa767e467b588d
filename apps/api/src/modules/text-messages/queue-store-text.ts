import { storeText } from '@marketplace/core/text-messages/store-texts';
import { notifications } from '../../db/schema.js';
import type { QueueStoreText } from '../catalog/store-records.js';
import { findUserAndSeller } from '../users/service.js';

/**
 * Writes a store review's text to its seller into the outbox, in the review's transaction
 * (docs/decisions/126). A seller without a phone on file is skipped.
 */
export const queueStoreText: QueueStoreText = async (tx, { store, kind, note }) => {
  const { seller } = await findUserAndSeller(tx, { userId: null, sellerId: store.sellerId });
  if (!seller?.phone) return;
  await tx.insert(notifications).values({
    storeId: store.id,
    kind,
    recipientUserId: seller.id,
    recipientRole: 'seller',
    phone: seller.phone,
    body: storeText(kind, { storeName: store.name, note }),
  });
};
