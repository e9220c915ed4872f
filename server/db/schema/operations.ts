/** What the shop's instances share to run: the mail outbox and the rate-limit counters. */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { MailAttachmentRef } from '../../../domain/invoices/types.ts';
import { createdAt } from './columns.ts';

/** Mail waiting to be sent (server/mail): written in the same transaction as
 * what it reports, sent after the commit by the mailer, retried with backoff. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Documents to attach, rendered when the mail is sent (issue 34 item 3): references, not bytes. */
    attachments: jsonb('attachments').$type<MailAttachmentRef[]>(),
    attempts: integer('attempts').notNull().default(0),
    /** Also the lease: a mailer that claims a row moves this forward, so another instance skips it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.failedAt} is null`),
  ],
);

/** Rate-limit counters shared by every app instance (docs/architecture.md §Scale): one row per
 * key (tier and client address, or account and address), a fixed window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);
