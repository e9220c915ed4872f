/** The audit log (issue 35 item 3, decision 0097): every staff write adds a row; nothing here, nor
 * anywhere, changes or removes one (the database refuses it: migration 0023's triggers). Read by
 * the owner with filters, a page at a time, and as CSV. */
import { and, arrayContains, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditChanges, AuditEntity, AuditEntry } from '../../../domain/staff/audit.ts';
import type { AuditFilters } from '../../../domain/staff/audit-schema.ts';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

/** Who did it and from where: the signed-in staff member (or the e-mail tried at a failed sign-in). */
export type AuditActor = { id: string | null; email: string; address: string };

export type AuditRecord = {
  action: AuditAction;
  entity: AuditEntity;
  entityId?: string;
  changes?: AuditChanges;
  /** other records this row is about too: a group's price change names its products (issue 40 item 4) */
  relatedIds?: string[];
};

export async function recordAudit(db: Pick<Db, 'insert'>, actor: AuditActor, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email.slice(0, 200),
    address: actor.address.slice(0, 100),
    action: record.action,
    entity: record.entity,
    entityId: record.entityId ?? '',
    changes: record.changes ?? {},
    relatedIds: record.relatedIds ?? [],
  });
}

/** The rows about a record: its own, and those of another record that name it (a group's price of
 * this product shows in the product's history). */
function aboutRecord(entity: AuditEntity | undefined, entityId: string | undefined): SQL | undefined {
  if (!entityId) return entity ? eq(auditLog.entity, entity) : undefined;
  const own = and(entity ? eq(auditLog.entity, entity) : undefined, eq(auditLog.entityId, entityId));
  return or(own, arrayContains(auditLog.relatedIds, [entityId]));
}

function whereOf(f: AuditFilters): SQL | undefined {
  return and(
    f.actor ? ilike(auditLog.actorEmail, `%${f.actor.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
    aboutRecord(f.entity, f.entityId),
    f.action ? eq(auditLog.action, f.action) : undefined,
    f.from ? gte(auditLog.at, f.from) : undefined,
    f.to ? lt(auditLog.at, f.to) : undefined,
  );
}

const toEntry = (row: typeof auditLog.$inferSelect): AuditEntry => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.actorId,
  actorEmail: row.actorEmail,
  address: row.address,
  action: row.action as AuditAction,
  entity: row.entity as AuditEntity,
  entityId: row.entityId,
  changes: row.changes,
});

/** One page, newest first, keyed on the row's id (ids only grow): `before` is the id to continue below. */
export async function pageAudit(
  db: Db,
  filters: AuditFilters,
  page: { limit: number; before?: number },
): Promise<{ items: AuditEntry[]; total: number; next: number | null }> {
  const where = and(whereOf(filters), page.before ? lt(auditLog.id, page.before) : undefined);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.id))
      .limit(page.limit + 1),
    db.select({ n: count() }).from(auditLog).where(whereOf(filters)),
  ]);
  const items = rows.slice(0, page.limit).map(toEntry);
  return { items, total: n, next: rows.length > page.limit ? items.at(-1)!.id : null };
}

/** A record's own history (a product's or an order's page), newest first. */
export async function historyOf(db: Db, entity: AuditEntity, entityId: string, limit = 50): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(aboutRecord(entity, entityId))
    .orderBy(desc(auditLog.id))
    .limit(limit);
  return rows.map(toEntry);
}

/** Every matching row, newest first, a batch at a time (the CSV export). */
export async function* auditRows(db: Db, filters: AuditFilters, batch = 1000): AsyncGenerator<AuditEntry> {
  let before: number | undefined;
  for (;;) {
    const rows = await db
      .select()
      .from(auditLog)
      .where(and(whereOf(filters), before ? lt(auditLog.id, before) : undefined))
      .orderBy(desc(auditLog.id))
      .limit(batch);
    for (const row of rows) yield toEntry(row);
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}
