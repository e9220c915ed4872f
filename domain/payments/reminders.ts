/** Payment reminders (issue 34 item 4, decision 0106): which reminder an order is due for now.
 * Pure; the job (server/services/payments/reminders.ts) records each kind once per order. */
import { ORDER_STATUS } from '../orders/order-status.ts';
import { paymentStateOf, type OrderForPayment, type PaymentEntry } from './state.ts';

export const REMINDER_KINDS = ['prepayReminder', 'prepayCancel', 'termsBefore', 'termsAfter'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export type ReminderSettings = {
  /** A prepaid order unpaid this many days after it was placed is reminded… */
  prepayRemindDays: number;
  /** …and cancelled, its stock returned, after this many. */
  prepayCancelDays: number;
  /** An order on terms is reminded this many days before its due date (and once after it). */
  termsRemindDays: number;
};

const DAY = 86_400_000;

/** The kinds due for an order now, in the order they happen; `done` are the kinds already recorded. */
export function dueReminders(
  order: OrderForPayment & { createdAt: Date },
  payments: readonly PaymentEntry[],
  s: ReminderSettings,
  now: Date,
  done: ReadonlySet<string> = new Set(),
): ReminderKind[] {
  if (order.status === ORDER_STATUS.cancelled) return [];
  const state = paymentStateOf(order, payments, now);
  if (state === 'paid') return [];
  const out: ReminderKind[] = [];
  const age = now.getTime() - order.createdAt.getTime();
  if (order.paymentMethod === 'prepay' && order.status !== ORDER_STATUS.completed) {
    if (age >= s.prepayRemindDays * DAY && !done.has('prepayReminder')) out.push('prepayReminder');
    // cancelled only after its reminder went (a shop that sets both days equal still reminds first)
    const reminded = done.has('prepayReminder');
    if (reminded && age >= s.prepayCancelDays * DAY && !done.has('prepayCancel') && state === 'unpaid')
      out.push('prepayCancel');
  }
  if (order.paymentMethod === 'terms' && order.dueAt) {
    const toDue = new Date(order.dueAt).getTime() - now.getTime();
    if (toDue > 0 && toDue <= s.termsRemindDays * DAY && !done.has('termsBefore')) out.push('termsBefore');
    if (toDue < 0 && !done.has('termsAfter')) out.push('termsAfter');
  }
  return out;
}
