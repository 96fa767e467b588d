import webpush from 'web-push';
import type { Database } from '../../db/client.js';
import { pushVapidKeys } from '../../db/schema.js';
import type { VapidKeys } from './web-push.js';

/**
 * The VAPID key pair kept in the database, for push without VAPID keys configured
 * (docs/decisions/144): the first instance to need one makes it and inserts it, and whichever
 * insert wins is the pair every instance reads back and keeps for its lifetime. A browser
 * subscribed to one public key takes pushes signed by that key only, so the pair must outlive
 * restarts and be the same on every instance.
 */
export function storedVapidKeys(options: {
  db: Database;
  subject: string;
}): () => Promise<VapidKeys> {
  const { db, subject } = options;
  let kept: Promise<VapidKeys> | null = null;
  const load = async (): Promise<VapidKeys> => {
    const made = webpush.generateVAPIDKeys();
    await db.insert(pushVapidKeys).values(made).onConflictDoNothing();
    const [row] = await db.select().from(pushVapidKeys);
    if (!row) throw new Error('The stored VAPID key pair could not be read back.');
    return { publicKey: row.publicKey, privateKey: row.privateKey, subject };
  };
  return () => {
    // A failed read (the database away) is not kept: the next send asks again.
    kept ??= load().catch((error: unknown) => {
      kept = null;
      throw error;
    });
    return kept;
  };
}
