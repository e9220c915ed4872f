/** Running the shop (issue 44): the owner's alerts, one row per incident, and the scheduled
 * backups, one row per run. Both are claimed with a unique key, so however many instances notice
 * an incident or reach the backup hour, one row (one mail, one backup) results. */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** An incident the owner was told of (decision 0134). `kind` is domain/running/alerts.ts's;
 * `subject` tells incidents of one kind apart (a job's name). At most one open per kind and
 * subject: the instance whose insert wins sends the mail, in the same transaction. */
export const alerts = pgTable(
  'alerts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subject: text('subject').notNull().default(''),
    detail: text('detail').notNull().default(''),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alerts_open_idx')
      .on(t.kind, t.subject)
      .where(sql`${t.resolvedAt} is null`),
    index('alerts_opened_idx').on(t.openedAt),
  ],
);

/** A scheduled backup (decision 0135): `slot` is the day it belongs to, so one run a day whatever
 * the number of instances; verified by a restore into a throwaway database. */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slot: text('slot').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** running, verified or failed */
    status: text('status').notNull().default('running'),
    file: text('file').notNull().default(''),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    durationMs: integer('duration_ms'),
    /** rows per table in the backup, as counted back from the restored copy */
    rows: jsonb('rows').$type<Record<string, number>>(),
    error: text('error'),
  },
  (t) => [uniqueIndex('backup_runs_slot_idx').on(t.slot), index('backup_runs_started_idx').on(t.startedAt)],
);
