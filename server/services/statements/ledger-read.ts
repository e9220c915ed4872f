/** A company's statement lines read from the database (issue 34 item 4, decision 0116): its
 * orders, their payments, invoices and credit notes, and the day each cash-on-delivery order was
 * completed. The arithmetic is domain/statements/ledger.ts's. */
import { and, desc, eq, inArray } from 'drizzle-orm';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import { isPaidFor, paidQepik } from '../../../domain/payments/state.ts';
import type { LedgerEvent } from '../../../domain/statements/ledger.ts';
import type { Db } from '../../db/client.ts';
import { companies, invoices, orderEvents, orders, payments, tradeOrders } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';

const { PAYMENTS_MSG: M } = textsIn('az');

export type StatementCompany = { id: string; legalName: string; voen: string };

export async function companyOf(db: Db, companyId: string): Promise<StatementCompany> {
  const [company] = await db
    .select({ id: companies.id, legalName: companies.legalName, voen: companies.voen })
    .from(companies)
    .where(eq(companies.id, companyId));
  if (!company) throw notFound(M.companyNotFound);
  return company;
}

const dayOf = (d: Date) => bakuToday(d);

/** Every dated event of the company's account, oldest or newest, in no order. */
export async function ledgerEvents(db: Db, companyId: string): Promise<LedgerEvent[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(tradeOrders, eq(tradeOrders.orderId, orders.id))
    .where(eq(tradeOrders.companyId, companyId));
  const list = rows.map((r) => r.order);
  const ids = list.map((o) => o.id);
  if (!ids.length) return [];
  const [pays, docs, done] = await Promise.all([
    db.select().from(payments).where(inArray(payments.orderId, ids)),
    db.select().from(invoices).where(inArray(invoices.orderId, ids)),
    db
      .select({ orderId: orderEvents.orderId, at: orderEvents.createdAt })
      .from(orderEvents)
      .where(and(inArray(orderEvents.orderId, ids), eq(orderEvents.toStatus, ORDER_STATUS.completed)))
      .orderBy(desc(orderEvents.createdAt)),
  ]);
  const events: LedgerEvent[] = [];
  for (const o of list) {
    const cancelled = o.status === ORDER_STATUS.cancelled;
    const ref = String(o.number);
    events.push({
      day: dayOf(o.createdAt),
      kind: cancelled ? 'cancelled' : 'order',
      ref,
      orderNumber: o.number,
      amountQepik: o.amountQepik,
    });
    const paid = paidQepik(pays.filter((p) => p.orderId === o.id));
    const method = { ...o, paymentMethod: o.paymentMethod as 'cod' };
    // a cash-on-delivery order completed is paid on delivery, as the statement page counts it
    if (!cancelled && o.paymentMethod === 'cod' && isPaidFor(method, paid) && paid < o.amountQepik) {
      const at = done.find((e) => e.orderId === o.id)?.at ?? o.createdAt;
      events.push({ day: dayOf(at), kind: 'settled', ref, orderNumber: o.number, amountQepik: o.amountQepik - paid });
    }
  }
  for (const p of pays) {
    events.push({
      day: p.paidOn,
      kind: 'payment',
      ref: p.reference,
      orderNumber: p.orderNumber,
      amountQepik: p.amountQepik,
    });
  }
  const cancelledIds = new Set(list.filter((o) => o.status === ORDER_STATUS.cancelled).map((o) => o.id));
  for (const d of docs) {
    const kind = d.kind === 'credit' ? 'credit' : 'invoice';
    const adjusts = !cancelledIds.has(d.orderId) && (kind === 'credit' || d.orderRound > 1);
    const day = dayOf(d.issuedAt);
    events.push({ day, kind, ref: d.number, orderNumber: d.orderNumber, amountQepik: d.totalQepik, adjusts });
  }
  return events;
}
