/** The owner's alerts (issue 44 item 2, decision 0134): an incident is a row of `alerts`, at most
 * one open per kind and subject (a unique index), so however many instances notice it, one insert
 * wins and that instance mails the owner, once; the incident is closed when the condition clears,
 * and the next one is a new row and a new mail. The mail goes straight to the mail transport, not
 * through the outbox (which may be what stopped); a transport that refuses it leaves it in the
 * outbox for the mailer's retries. */
import { and, desc, eq, gt, isNull, or } from 'drizzle-orm';
import { alertMail, type AlertKind } from '../../domain/running/alerts.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { alerts, sellers } from '../db/schema.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { sender, type MailTransport } from '../mail/transport.ts';
import { getSettings } from '../services/settings/settings.ts';

export type AlertRow = typeof alerts.$inferSelect;
export type Notifier = { db: Db; config: Pick<Config, 'shopNotifyEmail' | 'mailFrom'>; transport: MailTransport };

/** The shop's owners (the staff role that answers for the shop, decision 0134); without one, the
 * shop's notice address. */
export async function ownerAddresses(db: Db, fallback: string | undefined): Promise<string[]> {
  const rows = await db
    .select({ email: sellers.email })
    .from(sellers)
    .where(and(eq(sellers.role, 'owner'), isNull(sellers.suspendedAt)));
  const owners = rows.map((r) => r.email);
  return owners.length ? owners : fallback ? [fallback] : [];
}

/** Sends the mail now; a refused one waits in the outbox for the mailer's retries. */
export async function mailOwners(n: Notifier, to: string[], mail: { subject: string; text: string }, from?: string) {
  for (const address of to) {
    try {
      await n.transport.send(`alert-${Date.now()}-${address}`, { ...mail, to: address, from });
    } catch {
      await enqueueMail(n.db, { ...mail, to: address }).catch(() => {});
    }
  }
}

/** Opens the incident unless one is open; true when this call opened it (and mailed the owner). */
export async function raiseAlert(n: Notifier, kind: AlertKind, subject = '', detail = ''): Promise<boolean> {
  const [opened] = await n.db.insert(alerts).values({ kind, subject, detail }).onConflictDoNothing().returning();
  if (!opened) return false;
  const to = await ownerAddresses(n.db, n.config.shopNotifyEmail);
  const from = sender(n.config, (await getSettings(n.db)).email);
  await mailOwners(n, to, alertMail(kind, subject, detail), from);
  return true;
}

/** Closes the open incident of this kind and subject, if any. */
export async function resolveAlert(db: Db, kind: AlertKind, subject = ''): Promise<void> {
  await db
    .update(alerts)
    .set({ resolvedAt: new Date() })
    .where(and(eq(alerts.kind, kind), eq(alerts.subject, subject), isNull(alerts.resolvedAt)));
}

/** The panel's list: every open incident and those closed in the last `days`. */
export async function recentAlerts(db: Db, days = 7): Promise<AlertRow[]> {
  const since = new Date(Date.now() - days * 86_400_000);
  return db
    .select()
    .from(alerts)
    .where(or(isNull(alerts.resolvedAt), gt(alerts.openedAt, since)))
    .orderBy(desc(alerts.openedAt))
    .limit(20);
}
