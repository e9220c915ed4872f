/** What is owed (issue 34 item 3): an order's payments and state, a company's statement and
 * balance, the list of what is overdue. The state is domain/payments/state.ts's, computed here
 * over the rows. */
import { and, asc, desc, eq, inArray, isNotNull, lt, ne } from 'drizzle-orm';
import { toManat } from '../../../domain/shared/money.ts';
import { ORDER_STATUS } from '../../../domain/orders/order-status.ts';
import type { PaymentMethod } from '../../../domain/payments/methods.ts';
import { textsIn } from '../../../domain/i18n/texts-in.ts';
import {
  balanceOf,
  outstandingQepik,
  paidQepik,
  paymentStateOf,
  remainingLimit,
  type OrderForPayment,
  type PaymentState,
} from '../../../domain/payments/state.ts';
import type { Db } from '../../db/client.ts';
import { companies, orders, payments, tradeOrders } from '../../db/schema.ts';
import { notFound } from '../shared/errors.ts';
import { toPayment, type Payment } from './payment-shape.ts';

const { PAYMENTS_MSG: M } = textsIn('az');

type OrderRow = typeof orders.$inferSelect;
const forPayment = (o: OrderRow): OrderForPayment => ({ ...o, paymentMethod: o.paymentMethod as PaymentMethod });

export type OrderPayments = {
  orderId: string;
  number: number;
  paymentMethod: PaymentMethod;
  amount: number;
  paid: number;
  outstanding: number;
  state: PaymentState;
  dueAt: string | null;
  payments: Payment[];
};

function summarize(order: OrderRow, rows: (typeof payments.$inferSelect)[], now: Date): OrderPayments {
  return {
    orderId: order.id,
    number: order.number,
    paymentMethod: order.paymentMethod as PaymentMethod,
    amount: toManat(order.amountQepik),
    paid: toManat(paidQepik(rows)),
    outstanding: toManat(outstandingQepik(forPayment(order), rows)),
    state: paymentStateOf(forPayment(order), rows, now),
    dueAt: order.dueAt?.toISOString() ?? null,
    payments: rows.map(toPayment),
  };
}

async function paymentsOf(db: Db, orderIds: string[]) {
  if (!orderIds.length) return [];
  return db.select().from(payments).where(inArray(payments.orderId, orderIds)).orderBy(asc(payments.createdAt));
}

/** `ownerId`: a customer reads only their own order (another's answers 404). */
export async function orderPayments(
  db: Db,
  orderId: string,
  ownerId?: string,
  now = new Date(),
): Promise<OrderPayments> {
  const where = ownerId ? and(eq(orders.id, orderId), eq(orders.userId, ownerId)) : eq(orders.id, orderId);
  const [order] = await db.select().from(orders).where(where);
  if (!order) throw notFound(M.orderNotFound);
  return summarize(order, await paymentsOf(db, [order.id]), now);
}

export type Statement = {
  company: { _id: string; legalName: string; voen: string };
  termsDays: number | null;
  creditLimit: number | null;
  remaining: number | null;
  owed: number;
  overdue: number;
  onTerms: number;
  orders: OrderPayments[];
};

/** A company's orders (newest first, at most 500), their payments and its balance. */
export async function companyStatement(db: Db, companyId: string, now = new Date()): Promise<Statement> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound(M.companyNotFound);
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(tradeOrders, eq(tradeOrders.orderId, orders.id))
    .where(eq(tradeOrders.companyId, companyId))
    .orderBy(desc(orders.createdAt))
    .limit(500);
  const all = await paymentsOf(
    db,
    rows.map((r) => r.order.id),
  );
  const lines = rows.map(({ order }) => ({ order, pays: all.filter((p) => p.orderId === order.id) }));
  const balance = balanceOf(
    lines.map((l) => ({ order: forPayment(l.order), payments: l.pays })),
    now,
  );
  const limit = company.creditLimitQepik;
  return {
    company: { _id: company.id, legalName: company.legalName, voen: company.voen },
    termsDays: company.termsDays,
    creditLimit: limit == null ? null : toManat(limit),
    remaining: limit == null ? null : toManat(remainingLimit(limit, balance.onTermsQepik)),
    owed: toManat(balance.owedQepik),
    overdue: toManat(balance.overdueQepik),
    onTerms: toManat(balance.onTermsQepik),
    orders: lines.map((l) => summarize(l.order, l.pays, now)),
  };
}

/** The buyer's own company's statement; 404 for someone in none. */
export async function ownStatement(db: Db, companyId: string | null, now = new Date()): Promise<Statement> {
  if (!companyId) throw notFound(M.companyNotFound);
  return companyStatement(db, companyId, now);
}

export type OverdueLine = OrderPayments & { company: string | null; customerName: string };

/** Orders past their due date and not paid in full, the oldest due first. */
export async function overdueOrders(db: Db, now = new Date()): Promise<OverdueLine[]> {
  const rows = await db
    .select({ order: orders, company: companies.legalName })
    .from(orders)
    .leftJoin(tradeOrders, eq(tradeOrders.orderId, orders.id))
    .leftJoin(companies, eq(companies.id, tradeOrders.companyId))
    .where(
      and(
        isNotNull(orders.dueAt),
        lt(orders.dueAt, now),
        eq(orders.isPaid, false),
        ne(orders.status, ORDER_STATUS.cancelled),
      ),
    )
    .orderBy(asc(orders.dueAt))
    .limit(500);
  const all = await paymentsOf(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map(({ order, company }) => ({
    ...summarize(
      order,
      all.filter((p) => p.orderId === order.id),
      now,
    ),
    company,
    customerName: order.customerName,
  }));
}
