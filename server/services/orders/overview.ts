/** The seller's overview (issue 10): what needs doing and how the day and
 * month go. Every figure is computed with the order list's own conditions,
 * so it equals the total of the list it links to. */
import { and, count, eq, sum } from 'drizzle-orm';
import { bakuToday } from '../../../domain/orders/order-filters.ts';
import { ORDER_STATUS, ORDER_STATUSES } from '../../../domain/orders/order-status.ts';
import { toManat } from '../../../domain/shared/money.ts';
import type { Db } from '../../db/client.ts';
import { orders, products } from '../../db/schema.ts';
import { countByStatus, searchWhere } from './seller-orders.ts';
import { availableSql } from '../stock/stock.ts';

export type Period = { from: string; to: string; orders: number; completedRevenue: number; completedOrders: number };
export type Overview = {
  waiting: number;
  /** Pending and accepted orders whose fee is still to be agreed (decision 0120): set until completion. */
  deliveryToAgree: number;
  inProgress: number;
  today: Period;
  month: Period;
  outOfStock: number;
};

async function period(db: Db, from: string, to: string): Promise<Period> {
  const where = searchWhere({ from, to });
  const counts = await countByStatus(db, where);
  const [revenue] = await db
    .select({ qepik: sum(orders.amountQepik) })
    .from(orders)
    .where(and(...where, eq(orders.status, ORDER_STATUS.completed)));
  return {
    from,
    to,
    orders: ORDER_STATUSES.reduce((total, s) => total + counts[s], 0),
    completedOrders: counts[ORDER_STATUS.completed],
    completedRevenue: toManat(Number(revenue?.qepik ?? 0)),
  };
}

export async function getOverview(db: Db, now = new Date()): Promise<Overview> {
  const today = bakuToday(now);
  const [all, toAgree, todayFigures, monthFigures, [stock]] = await Promise.all([
    countByStatus(db, []),
    countByStatus(db, searchWhere({ delivery: 'agree' })),
    period(db, today, today),
    period(db, `${today.slice(0, 8)}01`, today),
    db.select({ n: count() }).from(products).where(availableSql(false)),
  ]);
  return {
    waiting: all[ORDER_STATUS.sent],
    deliveryToAgree: toAgree[ORDER_STATUS.sent] + toAgree[ORDER_STATUS.accepted],
    inProgress: all[ORDER_STATUS.accepted],
    today: todayFigures,
    month: monthFigures,
    outOfStock: Number(stock?.n ?? 0),
  };
}
