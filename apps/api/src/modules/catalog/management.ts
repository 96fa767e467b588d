import type { Database } from '../../db/client.js';
import { AppError } from '../../errors.js';
import type { FileStorage } from '../../providers/file-storage/file-storage.js';
import type { CatalogCache } from './catalog-cache.js';

/**
 * What every store-management operation (stores, product categories, products) runs with and
 * the one 404 they share for an unknown store (docs/decisions/080).
 */
export type CatalogWriteDeps = { db: Database; catalogCache: CatalogCache; files: FileStorage };

/** Ours: an unknown store on a management route (the public pages say SPEC's own sentence). */
export const STORE_NOT_FOUND = 'Store not found.';
export const storeNotFound = () => new AppError('NOT_FOUND', STORE_NOT_FOUND);
