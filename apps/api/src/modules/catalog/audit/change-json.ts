import type { CatalogChange } from '@marketplace/contract/store-management';
import type { catalogAudit } from '../../../db/schema.js';

export type CatalogAuditRow = typeof catalogAudit.$inferSelect;

/** One audit entry as admins read it: who (as they were then), when, what, from and to. */
export function toCatalogChangeJson(row: CatalogAuditRow): CatalogChange {
  return {
    _id: String(row.id),
    at: row.at.toISOString(),
    actor: { _id: row.actorUserId, name: row.actorName, role: row.actorRole },
    // Written only by recordCatalogChanges, whose types these are.
    action: row.action as CatalogChange['action'],
    entity: row.entity as CatalogChange['entity'],
    entityId: row.entityId,
    entityName: row.entityName,
    fields: row.fields.map(({ field, from, to }) => ({ field, from, to })),
  };
}
