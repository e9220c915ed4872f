/** What the staff leave behind (issue 35, decision 0097): the audit log, append-only. The
 * migration adds the triggers that refuse UPDATE, DELETE and TRUNCATE on it. No foreign keys:
 * a row outlives the staff member, product or order it names (a cascade would be an UPDATE). */
import { bigint, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { Role } from '../../../domain/staff/permissions.ts';

/** field → [old, new]; a created record has old null, a deleted one new null. */
export type AuditChanges = Record<string, [unknown, unknown]>;

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    /** the staff member's e-mail as it was, or the e-mail tried at a failed sign-in */
    actorEmail: text('actor_email').notNull().default(''),
    address: text('address').notNull().default(''),
    /** what was done: domain/staff/audit-actions.ts */
    action: text('action').notNull(),
    /** the kind of record and its id: product, order, news, settings, zones, customer, staff, import */
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull().default(''),
    changes: jsonb('changes').$type<AuditChanges>().notNull().default({}),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_actor_idx').on(t.actorId, t.at),
  ],
);

/** The owner's invitations (issue 35 item 1): single use, 72 hours; the row keeps only the token's
 * SHA-256 and is deleted when the person sets their password. */
export const staffInvites = pgTable(
  'staff_invites',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    invitedBy: uuid('invited_by'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('staff_invites_email_idx').on(t.email)],
);
