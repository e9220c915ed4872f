/** The audit log's filters (issue 35 item 3): one definition for the page /seller/audit, the API
 * (`GET /api/staff/audit`) and its CSV export; and the CSV's rows. */
import { z } from 'zod';
import { bakuDayStart, nextDay, orderFiltersSchema } from '../orders/order-filters.ts';
import { bakuStamp, csvLine } from '../orders/orders-csv.ts';
import { AUDIT_ACTIONS, AUDIT_ENTITIES, type AuditAction, type AuditEntity, type AuditEntry } from './audit.ts';
// the raw catalogue, not textsIn: the audit page writes a change's fields in the browser
import { AUDIT_TEXT, FIELD_LABEL } from '../i18n/az-only/staff-text.ts';

export const AUDIT_PAGE = 50;

export const auditFiltersSchema = z.object({
  actor: z.string().trim().max(200).optional(),
  entity: z.enum(AUDIT_ENTITIES, { error: AUDIT_TEXT.badFilter }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_TEXT.badFilter }).optional(),
  entityId: z.string().trim().max(100).optional(),
  from: orderFiltersSchema.shape.from,
  to: orderFiltersSchema.shape.to,
});
export type AuditFilterInput = z.infer<typeof auditFiltersSchema>;

/** The filters as the service reads them. */
export type AuditFilters = {
  actor?: string; // an e-mail, or part of one
  entity?: AuditEntity;
  action?: AuditAction;
  entityId?: string;
  from?: Date;
  to?: Date; // exclusive
};

/** The filters as a form or a query gives them (days in Baku time, `to` included) as read here. */
export const auditFiltersOf = (q: AuditFilterInput): AuditFilters => ({
  actor: q.actor || undefined,
  entity: q.entity,
  action: q.action,
  entityId: q.entityId || undefined,
  from: q.from ? bakuDayStart(q.from) : undefined,
  to: q.to ? bakuDayStart(nextDay(q.to)) : undefined,
});

export const auditQuerySchema = auditFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(AUDIT_PAGE),
  before: z.coerce.number().int().positive().optional(),
});

export const auditEntryShape = z.looseObject({
  id: z.number().int(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  address: z.string(),
  action: z.string(),
  entity: z.string(),
  entityId: z.string(),
  changes: z.record(z.string(), z.tuple([z.unknown(), z.unknown()])),
});

const shown = (v: unknown) => (v === null || v === undefined ? '' : typeof v === 'string' ? v : JSON.stringify(v));

/** `price: 12 → 14; name: A → B` */
export const changesText = (changes: AuditEntry['changes']) =>
  Object.entries(changes)
    .map(
      ([field, [old, now]]) =>
        `${(FIELD_LABEL as Record<string, string>)[field] ?? field}: ${shown(old)} → ${shown(now)}`,
    )
    .join('; ');

export const AUDIT_CSV_HEADERS = ['Tarix', 'Kim', 'Ünvan', 'Əməliyyat', 'Nə', 'Qeyd', 'Dəyişiklik'];

export const auditCsvRow = (e: AuditEntry) =>
  csvLine([
    bakuStamp(e.at),
    e.actorEmail,
    e.address,
    AUDIT_TEXT.actions[e.action] ?? e.action,
    AUDIT_TEXT.entities[e.entity] ?? e.entity,
    e.entityId,
    changesText(e.changes),
  ]);
