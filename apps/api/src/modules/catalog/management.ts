import { errorBodySchema, idParamSchema } from '@marketplace/contract/fields';
import { z } from 'zod';
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

/** Who may call a store-management route: staff on every store, a seller on their own (SPEC §6). */
export const STORE_KEEPERS = ['admin', 'dataentry', 'seller'] as const;
export const MANAGEMENT_TAGS = ['store management'];
/** The refusals every store-management route may answer, beside its own answer. */
export const MANAGEMENT_ERRORS = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
};
export const storeParams = z.strictObject({ storeId: idParamSchema });
