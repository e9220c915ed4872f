/** What the staff leave behind (issue 35, decision 0097): the audit log, append-only. The
 * migration adds the triggers that refuse UPDATE, DELETE and TRUNCATE on it. No foreign keys:
 * a row outlives the staff member, product or order it names (a cascade would be an UPDATE). */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { sellers } from './accounts.ts';
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
    /** other records the row is about too (a group's price of these products): their histories show it */
    relatedIds: text('related_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at, t.id),
    index('audit_log_related_idx').using('gin', t.relatedIds),
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

/** A staff member's ten one-time recovery codes (decision 0101): only each code's SHA-256 is kept;
 * a used code keeps its row with `usedAt`, so it is refused the second time. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sellerId, t.codeHash] })],
);

/** One row: the owner's staff policy. `twoFactorForAll`: every member must set up two-factor
 * sign-in (decision 0101), counted from `since` for their grace. */
export const staffPolicy = pgTable('staff_policy', {
  id: integer('id').primaryKey().default(1),
  twoFactorForAll: boolean('two_factor_for_all').notNull().default(false),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});
