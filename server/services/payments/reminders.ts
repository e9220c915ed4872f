/** Payment reminders as a scheduled job (issue 34 item 4, decision 0106): every instance sweeps now
 * and then; each reminder is a row of `payment_reminders` keyed by order and kind, inserted in the
 * transaction that enqueues its e-mail (the outbox) and, for an unpaid prepaid order, cancels it
 * with its stock returned (the one cancel path, changeOrderStatus). Whichever instance inserts the
 * row first does the work; the other's insert waits for that commit and then finds the row, so a
 * reminder is sent once however many instances sweep, and a restart loses nothing (the database
 * holds what is done, the sweep finds what is due). */
import { and, eq, inArray, isNotNull, lte, ne, or, sql } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import { dueReminders, type ReminderKind } from '../../../domain/payments/reminders.ts';
import { reminderMail } from '../../../domain/payments/reminder-mail.ts';
import { outstandingQepik } from '../../../domain/payments/state.ts';
import type { Db } from '../../db/client.ts';
import { orders, paymentReminders, payments } from '../../db/schema.ts';
import { enqueueMail } from '../../mail/outbox.ts';
import { changeOrderStatus } from '../orders/orders.ts';
import { getSettings } from '../settings/settings.ts';

const DAY_MS = 86_400_000;
const BATCH = 200;

/** Orders that may be due a reminder: unpaid, not cancelled, prepaid and old enough or on terms
 * and near or past their due date. */
async function candidates(db: Db, now: Date, remindDays: number, termsDays: number): Promise<string[]> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.isPaid, false),
        ne(orders.status, ORDER_STATUS.cancelled),
        or(
          and(eq(orders.paymentMethod, 'prepay'), lte(orders.createdAt, new Date(now.getTime() - remindDays * DAY_MS))),
          and(
            eq(orders.paymentMethod, 'terms'),
            isNotNull(orders.dueAt),
            lte(orders.dueAt, new Date(now.getTime() + termsDays * DAY_MS)),
          ),
        ),
      ),
    )
    .limit(BATCH);
  return rows.map((r) => r.id);
}

/** One order's due reminders, in its own transaction. Returns the kinds this call did. */
async function remindOrder(db: Db, orderId: string, now: Date): Promise<ReminderKind[]> {
  return db.transaction(async (tx) => {
    const settings = await getSettings(tx);
    const [row] = await tx.select().from(orders).where(eq(orders.id, orderId));
    if (!row) return [];
    const pays = await tx
      .select({ amountQepik: payments.amountQepik })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    const doneRows = await tx
      .select({ kind: paymentReminders.kind })
      .from(paymentReminders)
      .where(eq(paymentReminders.orderId, orderId));
    const order = { ...row, paymentMethod: row.paymentMethod as PaymentMethod };
    const done = new Set(doneRows.map((d) => d.kind));
    const did: ReminderKind[] = [];
    for (const kind of dueReminders(order, pays, settings, now, done)) {
      // the claim: the first insert wins; a second instance's waits for this commit, then finds it
      const claimed = await tx
        .insert(paymentReminders)
        .values({ orderId, kind })
        .onConflictDoNothing()
        .returning({ kind: paymentReminders.kind });
      if (!claimed.length) continue;
      if (kind === 'prepayCancel')
        await changeOrderStatus(tx as unknown as Db, orderId, ORDER_STATUS.cancelled, 'seller', { system: true });
      const mail = reminderMail(
        kind,
        {
          number: row.number,
          customerName: row.customerName,
          outstandingQepik: outstandingQepik(order, pays),
          dueAt: row.dueAt,
        },
        settings,
      );
      await enqueueMail(tx, { to: row.customerEmail, ...mail });
      did.push(kind);
      done.add(kind);
    }
    return did;
  });
}

/** One sweep: every due reminder of every candidate order. Returns how many were done here. */
export async function runPaymentReminders(db: Db, now = new Date()): Promise<number> {
  const settings = await getSettings(db);
  const ids = await candidates(db, now, settings.prepayRemindDays, settings.termsRemindDays);
  let count = 0;
  for (const id of ids) count += (await remindOrder(db, id, now)).length;
  return count;
}

/** The reminders done for some orders (the tests' and the seller page's read). */
export async function remindersOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db
    .select({ orderId: paymentReminders.orderId, kind: paymentReminders.kind, at: paymentReminders.createdAt })
    .from(paymentReminders)
    .where(inArray(paymentReminders.orderId, orderIds))
    .orderBy(sql`${paymentReminders.createdAt}`);
}
