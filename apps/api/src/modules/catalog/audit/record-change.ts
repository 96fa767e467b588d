import type { Actor } from '../../../access.js';
import type { Executor } from '../../../db/client.js';
import { type CatalogChangeField, catalogAudit } from '../../../db/schema.js';

export type CatalogAction = 'create' | 'update' | 'delete' | 'clone' | 'import' | 'bulk';
export type CatalogEntity = 'store' | 'productCategory' | 'product';

export type CatalogChangeEntry = {
  storeId: string;
  action: CatalogAction;
  entity: CatalogEntity;
  entityId: string;
  entityName: string;
  fields: CatalogChangeField[];
};

/**
 * Writes catalogue changes to the audit log, inside the caller's transaction so the log holds
 * exactly what committed. Changes that changed nothing (an update with no field that differs)
 * are not written.
 */
export async function recordCatalogChanges(
  tx: Executor,
  actor: Actor,
  entries: readonly CatalogChangeEntry[],
): Promise<void> {
  const kept = entries.filter((entry) => entry.action !== 'update' || entry.fields.length > 0);
  if (kept.length === 0) return;
  await tx.insert(catalogAudit).values(
    kept.map((entry) => ({
      ...entry,
      actorUserId: actor.id,
      actorName: [actor.firstName, actor.lastName].filter(Boolean).join(' ') || actor.phone,
      actorRole: actor.role,
    })),
  );
}

/**
 * The fields whose values differ between two versions of a record, compared as JSON: what an
 * update entry lists. Absent keys of `after` are unchanged.
 */
export function changedFields<T extends Record<string, unknown>>(
  before: T,
  after: Partial<T>,
  fields: readonly (keyof T & string)[],
): CatalogChangeField[] {
  return fields.flatMap((field) => {
    if (!(field in after)) return [];
    const from = before[field] ?? null;
    const to = after[field] ?? null;
    return JSON.stringify(from) === JSON.stringify(to) ? [] : [{ field, from, to }];
  });
}

/** Every listed field as set on create (`to`) or as it was on delete (`from`). */
export function allFields<T extends Record<string, unknown>>(
  record: T,
  fields: readonly (keyof T & string)[],
  side: 'from' | 'to',
): CatalogChangeField[] {
  return fields.map((field) => ({ field, [side]: record[field] ?? null }));
}
