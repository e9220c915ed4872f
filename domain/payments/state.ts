/** What an order and a company owe (issue 34 item 3): pure functions over the order and its
 * payments, shared by the server (lists, limits, reminders), the pages and the documents' branch.
 * A payment's amount is qəpik, negative for a reversing entry; a reversed payment nets to zero. */
import { ORDER_STATUS, isPaidAfter, type OrderStatus } from '../orders/order-status.ts';
import type { PaymentMethod } from './methods.ts';

export type PaymentState = 'paid' | 'partly' | 'unpaid' | 'overdue';

/** The facts of an order this needs (the server's row and the API's order both have them). */
export type OrderForPayment = {
  amountQepik: number;
  paymentMethod: PaymentMethod;
  status: OrderStatus | string;
  /** When an order on terms falls due; null before its delivery or for another method. */
  dueAt: Date | string | null;
};
export type PaymentEntry = { amountQepik: number };

export const paidQepik = (payments: readonly PaymentEntry[]): number =>
  payments.reduce((sum, p) => sum + p.amountQepik, 0);

/** Paid in full: by payments, or a cash-on-delivery order completed (the spec's isPaid, as before). */
export function isPaidFor(order: Omit<OrderForPayment, 'dueAt'>, paid: number): boolean {
  if (order.paymentMethod === 'cod' && isPaidAfter(order.status as OrderStatus)) return true;
  return paid >= order.amountQepik && order.amountQepik > 0;
}

/** paid / partly / unpaid / overdue (past its due date and not paid in full). */
export function paymentStateOf(
  order: OrderForPayment,
  payments: readonly PaymentEntry[],
  now: Date = new Date(),
): PaymentState {
  const paid = paidQepik(payments);
  if (isPaidFor(order, paid)) return 'paid';
  if (order.dueAt && new Date(order.dueAt).getTime() < now.getTime()) return 'overdue';
  return paid > 0 ? 'partly' : 'unpaid';
}

/** What is still owed on an order: nothing on a cancelled one, nor on a paid one. */
export function outstandingQepik(order: OrderForPayment, payments: readonly PaymentEntry[]): number {
  if (order.status === ORDER_STATUS.cancelled) return 0;
  const paid = paidQepik(payments);
  return isPaidFor(order, paid) ? 0 : Math.max(0, order.amountQepik - paid);
}

export type Balance = {
  /** Owed on every open order. */
  owedQepik: number;
  /** Of which past its due date. */
  overdueQepik: number;
  /** Owed on orders on terms: what the credit limit counts. */
  onTermsQepik: number;
};

/** A company's balance over its orders, each with its payments. */
export function balanceOf(
  rows: readonly { order: OrderForPayment; payments: readonly PaymentEntry[] }[],
  now: Date = new Date(),
): Balance {
  const balance: Balance = { owedQepik: 0, overdueQepik: 0, onTermsQepik: 0 };
  for (const { order, payments } of rows) {
    const owed = outstandingQepik(order, payments);
    balance.owedQepik += owed;
    if (paymentStateOf(order, payments, now) === 'overdue') balance.overdueQepik += owed;
    if (order.paymentMethod === 'terms') balance.onTermsQepik += owed;
  }
  return balance;
}

/** Limit minus what is owed on terms, never below zero. */
export const remainingLimit = (limitQepik: number, onTermsQepik: number): number =>
  Math.max(0, limitQepik - onTermsQepik);
